import type { ReactNode } from 'react';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import AlertTriangle from 'lucide-react/icons/triangle-exclamation-point';
import Info from 'lucide-react/icons/info';
import ShieldAlert from 'lucide-react/icons/shield-exclamation-point';

export interface AppDialogProps {
  isOpen: boolean;
  onClose?: () => void;
  title: string;
  tone?: 'danger' | 'warning' | 'info';
  /** Dismissable dialogs close on Escape and outside click. */
  dismissable?: boolean;
  wide?: boolean;
  children?: ReactNode;
  actions: ReactNode;
  testId?: string;
}

const icons = { danger: ShieldAlert, warning: AlertTriangle, info: Info } as const;

/** One modal look for every dialog of the app (SPEC §9: max width 380, width 90%). */
export function AppDialog({ isOpen, onClose, title, tone = 'info', dismissable = true, wide, children, actions, testId }: AppDialogProps) {
  const Icon = icons[tone];
  return (
    <ModalOverlay
      className="modal-overlay"
      isOpen={isOpen}
      onOpenChange={(open) => !open && onClose?.()}
      isDismissable={dismissable}
      isKeyboardDismissDisabled={!dismissable}
    >
      <Modal className={wide ? 'modal modal--wide' : 'modal'}>
        <Dialog className="dialog" role={tone === 'info' ? 'dialog' : 'alertdialog'} data-testid={testId}>
          <div className={`dialog__icon dialog__icon--${tone}`} aria-hidden="true">
            <Icon size={20} />
          </div>
          <Heading slot="title">{title}</Heading>
          {children}
          <div className="dialog__actions">{actions}</div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
