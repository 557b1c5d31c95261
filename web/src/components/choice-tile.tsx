import { Button, type ButtonProps } from '@chakra-ui/react';

/** One choice of a picker's grid (a template, a video, a media item): an outlined button, its contents stacked. */
export function ChoiceTile(props: ButtonProps) {
  return <Button variant="outline" height="auto" width="full" flexDirection="column" {...props} />;
}
