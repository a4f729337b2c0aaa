import { QRCode } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Invitation } from '../../../contract/invitations.ts';
import { useSampleWedding } from '../../../lib/sample-wedding/sample-context.ts';
import { qrCodeUrl } from '../api/invitations.ts';

const QR_SIZE = 120;

/** The sample's invitations have no link of their own: their codes lead to the product's address. */
const sampleLink = () => (typeof window === 'undefined' ? '' : window.location.origin);

/**
 * An invitation's QR code: the server's picture (the one the «QR» link opens and the printed card
 * carries), or, on the sample wedding, drawn here, since the sample has no invitation on the server
 * to ask for (its picture would be a refusal and a broken image).
 */
export function InvitationQr({ invitation }: { invitation: Invitation }) {
  const { t } = useTranslation('invitations');
  if (useSampleWedding()) {
    return (
      <QRCode
        className="invitations__qr"
        type="svg"
        value={invitation.url || sampleLink()}
        // The card's picture is drawn at 96 px on screen (invitations-page.css); so is this one.
        size={96}
        bordered={false}
        aria-label={t('list.qr')}
      />
    );
  }
  return (
    <img
      className="invitations__qr"
      src={qrCodeUrl(invitation.id)}
      alt={t('list.qr')}
      width={QR_SIZE}
      height={QR_SIZE}
    />
  );
}
