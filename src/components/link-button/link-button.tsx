import { Button, type ButtonProps } from 'antd';
import DisabledContext from 'antd/es/config-provider/DisabledContext';
import { useContext } from 'react';

/**
 * An antd Button that is a link (a download, a calendar file). Where controls are off (the sample
 * wedding), antd would draw a link without an address, which has no role to carry the button's
 * name for a screen reader; it is a plain disabled button there instead.
 */
export function LinkButton({ href, ...props }: ButtonProps & { href: string }) {
  const disabled = useContext(DisabledContext) || props.disabled;
  return <Button {...props} href={disabled ? undefined : href} />;
}
