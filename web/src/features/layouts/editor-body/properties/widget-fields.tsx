import { Stack, Text } from '@chakra-ui/react';
import { rssTickerUrl, STREAMING_SLOTS } from '@signage/domain/layouts/elements';
import type { ElementNode } from '../model/normalise.ts';
import { useEditor } from '../state/editor-context.ts';
import { useWidgetAuths, type WidgetAuthOption } from '../widget-auths.ts';
import { CheckField, SelectField, TextField } from './fields.tsx';

const SLOTS = Array.from({ length: STREAMING_SLOTS }, (_, i) => ({ value: String(i + 1), label: `Slot ${i + 1}` }));

/** The widget auths to offer, keeping the element's own even when it is not (or no longer) among them. */
export function widgetAuthOptions(auths: readonly WidgetAuthOption[], current: number) {
  const options = auths.map((a) => ({ value: String(a.id), label: `${a.name} (#${a.id})` }));
  if (!auths.some((a) => a.id === current)) {
    options.unshift({ value: String(current), label: `#${current} (not among your widget auths)` });
  }
  return options;
}

/** Streaming slot (1–5), web URL, RSS feed (wrapped in the ticker page) and the twitter widget's auth. */
export function WidgetFields({ node, disabled }: { node: ElementNode; disabled: boolean }) {
  const update = useEditor((s) => s.actions.update);
  const auths = useWidgetAuths();
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
      <SelectField
        label="Widget auth"
        value={String(node.data.auth_id)}
        options={widgetAuthOptions(auths ?? [], node.data.auth_id)}
        onChange={(v) => set({ data: { ...node.data, auth_id: Number(v) } })}
        disabled={disabled}
      />
      {auths?.length === 0 && (
        <Text fontSize="xs" color="fg.muted">
          No widget auths yet: add one under Advanced, Widget auths.
        </Text>
      )}
      {includeAuth}
    </Stack>
  );
}
