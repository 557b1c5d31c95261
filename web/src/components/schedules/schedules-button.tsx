import { Button } from '@chakra-ui/react';
import { LuCalendarClock } from 'react-icons/lu';

/** Opens an editor's schedule dialog; off while the editor has unsaved changes (schedules publish what is saved). */
export function SchedulesButton({ dirty, onClick }: { dirty: boolean; onClick: () => void }) {
  return (
    <Button
      variant="outline"
      disabled={dirty}
      title={dirty ? 'Save your changes first: the schedules publish what is saved.' : undefined}
      onClick={onClick}
    >
      <LuCalendarClock />
      Schedules
    </Button>
  );
}
