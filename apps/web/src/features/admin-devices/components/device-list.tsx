import { useState } from 'react';
import { useToast } from '../../../components/admin/toast-context';
import { useConfirm } from '../../../components/ui/confirm-dialog';
import { errorMessage } from '../../../lib/api-client';
import { type ScannerDevice, setDeviceRevoked } from '../api/devices';
import { DeviceCard } from './device-card';

interface DeviceListProps {
  devices: readonly ScannerDevice[];
  onChanged: () => void;
}

export const revokeQuestion = (name: string) =>
  `Revoke this device? Its scans will stop syncing: “${name}” can no longer send or download anything until an admin restores it. Scans already waiting on it stay saved on the device.`;

/** The devices as cards (one column on phones); revoking asks first, restoring does not. */
export function DeviceList({ devices, onChanged }: DeviceListProps) {
  const toast = useToast();
  const [busyId, setBusyId] = useState<string | null>(null);
  const { confirm, dialog } = useConfirm();

  async function change(device: ScannerDevice, revoke: boolean) {
    if (revoke && !(await confirm(revokeQuestion(device.name), { confirmLabel: 'Revoke' }))) return;
    setBusyId(device.deviceId);
    try {
      await setDeviceRevoked(device.deviceId, revoke);
      toast.show(revoke ? `${device.name} revoked` : `${device.name} restored`);
    } catch (error) {
      console.error('Changing the device failed', error);
      toast.show(errorMessage(error, 'Failed to save. Check console.'), 'error');
    } finally {
      setBusyId(null);
      onChanged();
    }
  }

  return (
    <>
      {dialog}
      <ul className="device-list">
        {devices.map((device) => (
          <DeviceCard
            key={device.deviceId}
            device={device}
            busy={busyId === device.deviceId}
            onRevoke={() => void change(device, true)}
            onRestore={() => void change(device, false)}
          />
        ))}
      </ul>
    </>
  );
}
