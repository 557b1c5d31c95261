import { Box } from '@chakra-ui/react';
import { type MayHaveLabel, type PieSvgProps, ResponsivePie } from '@nivo/pie';
import { formatCount } from '../../lib/format-count.ts';
import { useChartLook } from './chart-theme.ts';

type DonutProps<D extends MayHaveLabel> = Pick<
  PieSvgProps<D>,
  'data' | 'colors' | 'onClick' | 'arcLabelsTextColor' | 'valueFormat'
> & {
  /** What the figure shows, for screen readers (the chart itself is presentation). */
  label: string;
  height: string;
};

/** The reports' pie: a ring with its slices' values on them, in the console's chart theme, inside a labelled figure. */
export function DonutChart<D extends MayHaveLabel>({ label, height, ...pie }: DonutProps<D>) {
  const look = useChartLook();
  return (
    <Box as="figure" h={height} aria-label={label}>
      <ResponsivePie<D>
        role="presentation"
        {...look}
        margin={{ top: 10, right: 10, bottom: 10, left: 10 }}
        innerRadius={0.5}
        padAngle={1}
        enableArcLinkLabels={false}
        valueFormat={formatCount}
        {...pie}
      />
    </Box>
  );
}
