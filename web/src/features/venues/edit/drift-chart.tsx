import { Box } from '@chakra-ui/react';
import { ResponsiveLine } from '@nivo/line';
import { useTheme } from '../../../lib/theme-store.ts';
import { driftSeries } from './drift-values.ts';

/** A small line of one follower's drift over the last hour (ms against the master); loaded with the section. */
export default function DriftChart({
  label,
  samples,
  from,
  to,
}: {
  label: string;
  samples: readonly { at: string; offsetMs: number }[];
  from: string;
  to: string;
}) {
  const [theme] = useTheme();
  const dark = theme === 'space';
  const text = dark ? '#e5e7eb' : '#1f2937';
  return (
    <Box as="figure" h="80px" w="260px" m="0">
      <ResponsiveLine
        role="img"
        ariaLabel={label}
        data={[{ id: 'drift', data: driftSeries(samples) }]}
        xScale={{ type: 'time', min: new Date(from), max: new Date(to) }}
        yScale={{ type: 'linear', min: 'auto', max: 'auto' }}
        margin={{ top: 6, right: 8, bottom: 6, left: 48 }}
        axisBottom={null}
        axisLeft={{ tickValues: 3, tickSize: 3, format: (v) => `${v}` }}
        enableGridX={false}
        gridYValues={3}
        enablePoints={samples.length < 2}
        pointSize={4}
        colors={[dark ? '#60a5fa' : '#2563eb']}
        isInteractive={false}
        animate={false}
        theme={{
          text: { fill: text, fontSize: 10 },
          axis: { ticks: { text: { fill: text } } },
          grid: { line: { stroke: dark ? '#374151' : '#e5e7eb' } },
        }}
      />
    </Box>
  );
}
