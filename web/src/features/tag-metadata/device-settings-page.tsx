import type { ListScreenProps } from '../../components/list-page/list-with-editor.tsx';
import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { deviceSettingsEditPath, paths } from '../../lib/paths.ts';
import { DeviceSettingsEditor } from './edit/device-settings-editor.tsx';
import { DEVICE_SETTINGS_LIST, TagMetadataListPage } from './list/tag-metadata-list-page.tsx';

/** /devicesettings and /devicesettings/edit/{id} (spec 02 §2): the list with the editor over it. */
export const DeviceSettingsPage = listWithEditorScreen({
  List: (props: ListScreenProps) => <TagMetadataListPage category={DEVICE_SETTINGS_LIST} {...props} />,
  Editor: DeviceSettingsEditor,
  listPath: paths.deviceSettings,
  editPath: deviceSettingsEditPath,
});
