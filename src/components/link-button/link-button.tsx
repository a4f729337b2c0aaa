import { Button, type ButtonProps } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext } from 'react';
import { useSampleWedding } from '../../lib/sample-wedding/sample-context.ts';

/**
 * An antd Button that is a link (a download, a calendar file). Where controls are off (the sample
 * wedding), antd would draw a link without an address, which has no role to carry the button's
 * name for a screen reader; it is a plain disabled button there instead. A link only reads, so on
 * a plan its reader may not change (a helper, an ended subscription) it stays on: the sample alone
 * has nothing behind its address.
 */
export function LinkButton({ href, ...props }: ButtonProps & { href: string }) {
  const framedOff = useContext(DisabledContext);
  const sample = useSampleWedding();
  const disabled = props.disabled ?? (sample !== null && framedOff);
  return <Button {...props} disabled={disabled} href={disabled ? undefined : href} />;
}
