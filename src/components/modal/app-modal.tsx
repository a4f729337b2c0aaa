// The component alone: the package's Modal also carries Modal.confirm and useModal, which the
// login screen would download for nothing.
import Modal from 'antd/es/modal/Modal';
import { useRef, type ReactNode } from 'react';
import { focusFirstField } from '../../lib/focus-first-field.ts';
import { useScrollLock } from '../../lib/use-scroll-lock.ts';

export interface AppModalProps {
  title: ReactNode;
  children?: ReactNode;
  /** Called by the close button, Esc and a click on the mask; without it there is no close button. */
  onClose?: () => void;
  open?: boolean;
  footer?: ReactNode;
  width?: number | string;
  /**
   * The dialog is the screen itself (login, registration, the wizard): it is there as the page
   * opens, without the zoom a dialog opening over a page has. The zoom's steps would each draw the
   * screen again while a phone is still busy starting the app.
   */
  isScreen?: boolean;
}

/** No opening animation: antd plays none for an empty transition name. */
const STILL = { transitionName: '', maskTransitionName: '' } as const;

/**
 * The modal dialog of spec section 2: content, an optional close button, page scrolling locked while
 * it is open. Screens that are modals (login, registration, the wizard…) render one as their page.
 */
export function AppModal({
  title,
  children,
  onClose,
  open = true,
  footer = null,
  width = 480,
  isScreen = false,
}: AppModalProps) {
  useScrollLock(open);
  const body = useRef<HTMLDivElement>(null);
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
      {...(isScreen ? STILL : {})}
      // Without the zoom, the dialog's focus trap starts after the fields' autoFocus and would take
      // the keyboard to the close button.
      afterOpenChange={(opened) => {
        if (opened && isScreen) focusFirstField(body.current);
      }}
    >
      <div ref={body}>{children}</div>
    </Modal>
  );
}
