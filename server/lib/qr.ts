import { Ecc, QrCode } from '@rc-component/qrcode/lib/libs/qrcodegen.js';

/*
 * An address as a QR code in SVG, for printed invitations and the wedding site's money block:
 * Nayuki's encoder (it comes with antd's QR code component), medium error correction so a creased
 * card still reads, the quiet zone of four modules the standard asks for, and one path of dark
 * squares. Shared by the features that print one (invitations, gifts), so neither imports the other.
 */
const QUIET_ZONE = 4;

export function qrSvg(text: string): string {
  const code = QrCode.encodeText(text, Ecc.MEDIUM);
  const size = code.size + QUIET_ZONE * 2;
  let path = '';
  for (let y = 0; y < code.size; y += 1) {
    for (let x = 0; x < code.size; x += 1) {
      if (code.getModule(x, y)) path += `M${x + QUIET_ZONE},${y + QUIET_ZONE}h1v1h-1z`;
    }
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${size} ${size}" shape-rendering="crispEdges">` +
    `<rect width="${size}" height="${size}" fill="#fff"/><path d="${path}" fill="#000"/></svg>`
  );
}
