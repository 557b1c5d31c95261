import { Field } from '@chakra-ui/react';
import { notVisibleName } from '@signage/domain/messages';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router';
import { ChoiceSelect, RECORD_CHOICES } from '../../../components/choice-select.tsx';
import { DeleteRecordButton } from '../../../components/editor-dialog/delete-record-button.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { NameAndTagsFields } from '../../../components/editor-dialog/name-and-tags-fields.tsx';
import { TextField } from '../../../components/text-field.tsx';
import type { CampaignEditQuery } from '../../../gql/graphql.ts';
import { useCampaignLayoutChoicesQuery } from '../../../gql/hooks.ts';
import { campaignEditPath } from '../../../lib/paths.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';
import { EDIT_CAMPAIGNS } from '../campaign-permissions.ts';
import { CampaignMedia } from './campaign-media.tsx';
import { CampaignRuns } from './campaign-runs.tsx';
import { campaignFormProblem, campaignInput, initialCampaignValues, runBlock, savedRuns } from './campaign-values.ts';
import { useRunItems } from './use-run-items.ts';
import { useCreateCampaign, useDeleteCampaign, useUpdateCampaign } from './use-save-campaign.ts';

type Campaign = CampaignEditQuery['campaign'];

/**
 * Code, name, tags, the layout its runs play, its runs (dates, venues, delivery) and its media. Saving a new
 * campaign goes to its edit route; saving an existing one shows it as saved (spec 02 §4).
 */
export function CampaignEditorForm({ campaign, onClose }: { campaign: Campaign | undefined; onClose: () => void }) {
  const sessionTags = useSessionTags();
  const { zone } = useDisplayTime();
  const canEdit = useCan(EDIT_CAMPAIGNS);
  const navigate = useNavigate();
  const items = useRunItems(() => initialCampaignValues(campaign ?? undefined, sessionTags, Date.now(), zone), zone);
  const { values, setValues, change, problem, setProblem } = items;
  const [create, created] = useCreateCampaign();
  const [update, updated] = useUpdateCampaign();
  const [remove, removed] = useDeleteCampaign();
  const layouts = useCampaignLayoutChoicesQuery();
  const saving = created.loading || updated.loading;
  // After a save the editor shows the campaign as the service now has it (its runs numbered, their ids).
  const resync = useRef(false);
  useEffect(() => {
    if (!resync.current || !campaign) return;
    resync.current = false;
    setValues(initialCampaignValues(campaign, sessionTags, Date.now(), zone));
  }, [campaign, sessionTags, zone, setValues]);

  const saved = savedRuns(campaign ?? undefined);
  const submit = async () => {
    if (!canEdit) return onClose();
    const refusal = campaignFormProblem(values);
    setProblem(refusal);
    if (refusal) return;
    if (campaign) {
      resync.current = true;
      if (!(await update(campaign.id, campaignInput(values)))) resync.current = false;
      return;
    }
    const id = await create(campaignInput(values));
    if (id) navigate(campaignEditPath(id));
  };

  const busy = saving || removed.loading;
  const disabled = !canEdit || busy;
  const deleteButton = campaign && canEdit && (
    <DeleteRecordButton
      label="Delete campaign"
      onDelete={() => remove(campaign.id)}
      onDeleted={onClose}
      disabled={busy}
    />
  );
  const layoutChoices = layouts.data?.layouts.items ?? [];
  return (
    <EditorForm
      onSubmit={submit}
      onCancel={onClose}
      busy={busy}
      problem={problem}
      submitLabel="Save"
      after={deleteButton}
    >
      <TextField required disabled={disabled} label="Code" value={values.code} onValue={(code) => change({ code })} />
      <NameAndTagsFields name={values.name} tags={values.tags} onChange={change} disabled={disabled} />
      <Field.Root disabled={disabled}>
        <Field.Label>Layout its runs play</Field.Label>
        <ChoiceSelect
          value={values.layoutId}
          onChange={(layoutId) => change({ layoutId })}
          none="None yet"
          choices={layoutChoices}
          {...RECORD_CHOICES}
          unlisted={campaign?.layout?.name ?? notVisibleName('Layout', values.layoutId)}
        />
      </Field.Root>
      <CampaignRuns
        campaignId={campaign?.id}
        runs={values.runs}
        venuesOf={(runId) => campaign?.runs.find((r) => r.id === runId)?.venues ?? []}
        blockOf={(run) => runBlock(run, values, saved, campaign !== undefined, saving)}
        onChange={items.redate}
        onAdd={items.addRun}
        onRemove={items.removeRun}
        disabled={disabled}
      />
      {campaign && <CampaignMedia media={campaign.media} />}
    </EditorForm>
  );
}
