import { NativeSelect } from '@chakra-ui/react';
import type { ThemeName } from '@signage/domain/notifications';
import { isThemeName, useTheme } from '../../lib/theme-store.ts';

const LABELS: Record<ThemeName, string> = { default: 'Default', space: 'Space' };

/** The header's theme switch (spec 01 §9: default and space). */
export function ThemeSelect() {
  const [theme, setTheme] = useTheme();
  return (
    <NativeSelect.Root size="sm" width="auto">
      <NativeSelect.Field
        aria-label="Theme"
        value={theme}
        onChange={(event) => {
          if (isThemeName(event.currentTarget.value)) setTheme(event.currentTarget.value);
        }}
      >
        {Object.entries(LABELS).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </NativeSelect.Field>
      <NativeSelect.Indicator />
    </NativeSelect.Root>
  );
}
