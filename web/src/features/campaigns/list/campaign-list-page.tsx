import { Checkbox } from '@chakra-ui/react';
import { CAMPAIGN_LIST_MONTHS_BACK } from '@signage/domain/campaigns/campaign';
import { CAMPAIGN_PAGE_SIZES } from '@signage/domain/page-sizes';
import { LuMegaphone } from 'react-icons/lu';
import { useSearchParams } from 'react-router';
import type { ListScreenProps } from '../../../components/list-page/list-with-editor.tsx';
import { tagsColumn } from '../../../components/list-page/record-columns.tsx';
import type { RecordColumn } from '../../../components/list-page/record-table.tsx';
import { TaggedListPage, taggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { wallClockText } from '../../../components/schedules/schedule-table.tsx';
import { CampaignListQueryDocument, type CampaignRow_CampaignFragment } from '../../../gql/graphql.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_CAMPAIGNS } from '../campaign-permissions.ts';

export const CAMPAIGN_LIST = taggedListTexts({
  noun: 'campaign',
  nothingYet: 'No campaigns yet. Add one to book content on venues for a run of dates.',
  searchPlaceholder: 'Code, name or tag',
  icon: LuMegaphone,
});

/** Spec 02 §9: the campaign grid offers 50, 100 and 150 a page. */
const PARAMS = taggedListParams(CAMPAIGN_PAGE_SIZES, CAMPAIGN_PAGE_SIZES[0]);

/** A campaign with no runs yet has no dates: its cells say so rather than stand empty. */
const NO_RUNS = 'No runs';

/** Columns ID, Code, Name, Start, End, Tags (spec 02 "Campaigns"). */
const COLUMNS: RecordColumn<CampaignRow_CampaignFragment>[] = [
  { header: 'ID', cell: (c) => c.id },
  { header: 'Code', cell: (c) => c.code },
  { header: 'Start', cell: (c) => (c.start ? wallClockText(c.start) : NO_RUNS) },
  { header: 'End', cell: (c) => (c.end ? wallClockText(c.end) : NO_RUNS) },
  tagsColumn(),
];

const OLDER = 'older';

/** /campaigns: campaigns ending after 6 months ago (spec 02 §7), the older ones on request; the editor over it. */
export function CampaignListPage(screen: ListScreenProps) {
  const [search, setSearch] = useSearchParams();
  const includeOlder = search.get(OLDER) === '1';
  const list = useTaggedList(CampaignListQueryDocument, {
    params: PARAMS,
    editRight: EDIT_CAMPAIGNS,
    select: (d) => d.campaigns,
    variables: { includeOlder },
  });
  const toggle = (on: boolean) =>
    setSearch((params) => {
      const next = new URLSearchParams(params);
      if (on) next.set(OLDER, '1');
      else next.delete(OLDER);
      next.delete('page');
      return next;
    });
  const older = (
    <Checkbox.Root checked={includeOlder} onCheckedChange={(e) => toggle(e.checked === true)} mt="2">
      <Checkbox.HiddenInput />
      <Checkbox.Control />
      <Checkbox.Label>Show campaigns that ended more than {CAMPAIGN_LIST_MONTHS_BACK} months ago</Checkbox.Label>
    </Checkbox.Root>
  );
  return <TaggedListPage texts={CAMPAIGN_LIST} list={list} columns={COLUMNS} moreFilters={older} {...screen} />;
}
