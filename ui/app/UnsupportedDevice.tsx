// NoSupportedMobileModal: the unsupportedDevice machine decides; we feed it route names and widths.
// It cannot be dismissed, so it offers the way to the screens a phone does support (Leads, Home):
// without it a marketer who opened such a section on a phone could reach neither the menu nor sign-out.
import { useEffect } from 'react';
import { useActorRef, useSelector } from '@xstate/react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import Smartphone from 'lucide-react/icons/smartphone';
import { Dialog } from 'react-aria-components/Dialog';
import { Heading } from 'react-aria-components/Heading';
import { Modal, ModalOverlay } from 'react-aria-components/Modal';
import { unsupportedDeviceMachine } from '../../machines/unsupportedDevice/unsupportedDeviceMachine';
import { useRouteHandle } from './useRouteName';
import { Button } from '../components/Button';

export function UnsupportedDevice() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const routeName = useRouteHandle()?.name ?? null;
  const actor = useActorRef(unsupportedDeviceMachine, { input: { width: window.innerWidth, routeName } });
  const open = useSelector(actor, (s) => s.matches('open'));

  useEffect(() => actor.send({ type: 'ROUTE_CHANGED', routeName }), [actor, routeName]);
  useEffect(() => {
    const onResize = () => actor.send({ type: 'RESIZED', width: window.innerWidth });
    window.addEventListener('resize', onResize);
    return () => window.removeEventListener('resize', onResize);
  }, [actor]);

  return (
    <ModalOverlay className="modal-overlay" isOpen={open} isDismissable={false} isKeyboardDismissDisabled>
      <Modal className="modal">
        <Dialog className="dialog" data-testid="unsupported-device" aria-label={t('device.title')}>
          <div className="dialog__icon dialog__icon--info" aria-hidden="true">
            <Smartphone size={20} />
          </div>
          <Heading slot="title">{t('device.title')}</Heading>
          <p className="muted">{t('device.text')}</p>
          <div className="dialog__actions">
            <Button variant="secondary" onPress={() => navigate('/')}>{t('device.toHome')}</Button>
            <Button onPress={() => navigate('/leads')}>{t('device.toLeads')}</Button>
          </div>
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
