import type { ReactNode } from 'react';
import { ListWithEditor } from '../../components/list-page/list-with-editor.tsx';
import { deviceSettingsEditPath, paths } from '../../lib/paths.ts';
import { DeviceSettingsEditor } from './edit/device-settings-editor.tsx';
import { DEVICE_SETTINGS_LIST, TagMetadataListPage } from './list/tag-metadata-list-page.tsx';

const List = ({ dialogs }: { dialogs?: ReactNode }) => (
  <TagMetadataListPage category={DEVICE_SETTINGS_LIST} dialogs={dialogs} />
);

/** /devicesettings and /devicesettings/edit/{id} (spec 02 §2): the list with the editor over it. */
export function DeviceSettingsPage() {
  return (
    <ListWithEditor
      List={List}
      Editor={DeviceSettingsEditor}
      listPath={paths.deviceSettings}
      editPath={deviceSettingsEditPath}
    />
  );
}
