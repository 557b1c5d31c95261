import { Stack } from '@chakra-ui/react';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { rssTickerUrl, STREAMING_SLOTS } from '@signage/domain/layouts/elements';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { CheckField, NumberField, SelectField, TextField } from './fields.tsx';

const SLOTS = Array.from({ length: STREAMING_SLOTS }, (_, i) => ({ value: String(i + 1), label: `Slot ${i + 1}` }));
const authId = (n: number) => (Number.isInteger(n) && n > 0 ? undefined : LAYOUT_MESSAGES.invalidProperties);

/** Streaming slot (1–5), web URL, RSS feed (wrapped in the ticker page) and the twitter widget's auth. */
export function WidgetFields({ node, disabled }: { node: ElementNode; disabled: boolean }) {
  const update = useEditor((s) => s.actions.update);
  const set = (patch: object) => update(node.id, patch as Partial<ElementNode>);
  if (node.type === 'streamingvideo') {
    return (
      <SelectField
        label="Streaming slot"
        value={String(node.data.slot)}
        options={SLOTS}
        onChange={(v) => set({ data: { slot: Number(v) } })}
        disabled={disabled}
      />
    );
  }
  if (node.type !== 'widget') return null;
  if (node.widget_type === 'web') {
    return (
      <TextField
        label="Web URL"
        value={node.data.url}
        onCommit={(url) => set({ data: { ...node.data, url } })}
        disabled={disabled}
      />
    );
  }
  const includeAuth = (
    <CheckField
      label="Send the console's authentication"
      checked={node.data.include_auth}
      onChange={(include_auth) => set({ data: { ...node.data, include_auth } })}
      disabled={disabled}
    />
  );
  if (node.widget_type === 'rss') {
    return (
      <Stack gap="2">
        <TextField
          label="RSS feed URL"
          value={node.data.feed_url}
          onCommit={(feed_url) => set({ data: { ...node.data, feed_url, url: rssTickerUrl(feed_url) } })}
          disabled={disabled}
        />
        {includeAuth}
      </Stack>
    );
  }
  return (
    <Stack gap="2">
      <NumberField
        label="Widget auth id"
        value={node.data.auth_id}
        check={authId}
        onCommit={(v) => set({ data: { ...node.data, auth_id: v ?? 1 } })}
        disabled={disabled}
      />
      {includeAuth}
    </Stack>
  );
}
