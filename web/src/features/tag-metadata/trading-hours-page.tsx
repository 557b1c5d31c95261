import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import type { ListScreenProps } from '../../components/list-page/list-with-editor.tsx';
import { listWithEditorScreen } from '../../components/list-page/list-with-editor.tsx';
import { paths, tradingHoursEditPath } from '../../lib/paths.ts';
import { TradingHoursEditor } from './edit/trading-hours-editor.tsx';
import { TagMetadataListPage, TRADING_HOURS_LIST } from './list/tag-metadata-list-page.tsx';

const Screen = listWithEditorScreen({
  List: (props: ListScreenProps) => <TagMetadataListPage category={TRADING_HOURS_LIST} {...props} />,
  Editor: TradingHoursEditor,
  listPath: paths.tradingHours,
  editPath: tradingHoursEditPath,
});

/**
 * /tradinghours and /tradinghours/edit/{id} (spec 02 §2). `defaultSearchTags` (comma-separated) opens the list
 * filtered by those tags: it becomes the list's own tag filter, so the address can then be bookmarked as usual.
 */
export function TradingHoursPage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const preset = search.get('defaultSearchTags');
  useEffect(() => {
    if (preset === null) return;
    const next = new URLSearchParams(search);
    next.delete('defaultSearchTags');
    if (!next.has('tags'))
      for (const tag of preset.split(',').filter(Boolean)) next.append('tags', tag.replace(/^#/, ''));
    void navigate({ search: next.toString() }, { replace: true });
  }, [preset, search, navigate]);
  return <Screen />;
}
