import { Button } from '@chakra-ui/react';
import { LuSave } from 'react-icons/lu';

/** A form's Save (submits it), busy while the save runs. */
export function SaveButton({ saving }: { saving: boolean }) {
  return (
    <Button type="submit" colorPalette="accent" loading={saving} alignSelf="flex-start">
      <LuSave />
      Save
    </Button>
  );
}
