// The unsupported-device modal itself, in its own chunk: it shows only on narrow screens, and
// React Aria's Dialog brings its menus and popovers with it (issue 16, start-up cost).
import { useTranslation } from 'react-i18next';
import Smartphone from 'lucide-react/icons/smartphone';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';

export default function UnsupportedDeviceDialog() {
  const { t } = useTranslation();
  return (
    <ModalOverlay className="modal-overlay" isOpen isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog className="dialog" data-testid="unsupported-device" aria-label={t('device.title')}>
          <div className="dialog__icon dialog__icon--info" aria-hidden="true">
            <Smartphone size={20} />
          </div>
          <Heading slot="title">{t('device.title')}</Heading>
          <p className="muted">{t('device.text')}</p>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
