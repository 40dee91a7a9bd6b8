import { useTranslation } from 'react-i18next';
import { ActivitySettingsPage } from '../activities/index.ts';
import { ConferenceFields } from './ConferenceFields.tsx';
import { conferenceKind } from './kind.ts';
import { Registrations } from './Registrations.tsx';
import './virtual-classroom.css';

/** /virtual-classroom/{lessonId}: a conference's settings, and its registrations where the facilitator marks attendance. */
export function VirtualClassroomPage() {
  const { t } = useTranslation();
  return (
    <ActivitySettingsPage
      kind={conferenceKind}
      fields={(changed, edit) => <ConferenceFields changed={changed} edit={edit} />}
      work={(item) => ({
        view: {
          label: t('conferences.tabs.registrations'),
          settingsLabel: t('conferences.tabs.settings'),
          viewsLabel: t('conferences.viewsLabel'),
          render: () => <Registrations conferenceId={item.id} />,
        },
      })}
    />
  );
}
