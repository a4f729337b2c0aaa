// The component alone: the package's Modal also carries Modal.confirm and useModal, which the
// login screen would download for nothing.
import Modal from 'antd/es/modal/Modal';
import type { ReactNode } from 'react';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';

export interface AppModalProps {
  title: ReactNode;
  children?: ReactNode;
  /** Called by the close button, Esc and a click on the mask; without it there is no close button. */
  onClose?: () => void;
  open?: boolean;
  footer?: ReactNode;
  width?: number | string;
}

/**
 * The modal dialog of spec section 2: content, an optional close button, page scrolling locked while
 * it is open. Screens that are modals (login, registration, the wizard…) render one as their page.
 */
export function AppModal({ title, children, onClose, open = true, footer = null, width = 480 }: AppModalProps) {
  useScrollLock(open);
  const closable = Boolean(onClose);
  return (
    <Modal
      open={open}
      title={title}
      footer={footer}
      width={width}
      closable={closable}
      keyboard={closable}
      mask={{ closable }}
      onCancel={onClose}
      centered
    >
      {children}
    </Modal>
  );
}
