import { DASHBOARD_CARD_KINDS, type DashboardCardKind } from '@signage/domain/dashboard';
import { builder } from '../../builder.ts';
import { enumValues } from '../enum-values.ts';
import { type RestTagRef, TagRefType } from '../tags.ts';

/** A card as the user's cms_metadata.taggroup_dashboard keeps it (spec 01 §3 "Dashboard card"). */
export interface RestDashboardCard {
  name: string;
  tags: RestTagRef[];
  kind?: string | null;
  position?: { x: number; y: number; w: number; h: number } | null;
}

export const DashboardCardKindEnum = builder.enumType('DashboardCardKind', {
  description: 'What a card shows over its tag search: the devices, the table widget or the tag cloud.',
  values: enumValues(DASHBOARD_CARD_KINDS),
});

const CardPositionType = builder
  .objectRef<{ x: number; y: number; w: number; h: number }>('DashboardCardPosition')
  .implement({
    description: "A card's place on the 12-column dashboard grid, in grid cells.",
    fields: (t) => ({ x: t.exposeInt('x'), y: t.exposeInt('y'), w: t.exposeInt('w'), h: t.exposeInt('h') }),
  });

export const DashboardCardType = builder.objectRef<RestDashboardCard>('DashboardCard').implement({
  description: 'A dashboard card: a saved tag search listing matching devices.',
  fields: (t) => ({
    name: t.exposeString('name'),
    tags: t.field({ type: [TagRefType], resolve: (card) => card.tags }),
    kind: t.field({
      type: DashboardCardKindEnum,
      resolve: (card) =>
        (DASHBOARD_CARD_KINDS as readonly string[]).includes(card.kind ?? '')
          ? (card.kind as DashboardCardKind)
          : 'devices',
    }),
    position: t.field({ type: CardPositionType, nullable: true, resolve: (card) => card.position ?? null }),
  }),
});

const TagInput = builder.inputType('TagInput', {
  fields: (t) => ({ name: t.string({ required: true }), color: t.string() }),
});

const CardPositionInput = builder.inputType('DashboardCardPositionInput', {
  fields: (t) => ({
    x: t.int({ required: true }),
    y: t.int({ required: true }),
    w: t.int({ required: true }),
    h: t.int({ required: true }),
  }),
});

export const DashboardCardInput = builder.inputType('DashboardCardInput', {
  description: 'A card to save; search results are never part of it (spec 01 §3).',
  fields: (t) => ({
    name: t.string({ required: true }),
    tags: t.field({ type: [TagInput], required: true }),
    kind: t.field({ type: DashboardCardKindEnum }),
    position: t.field({ type: CardPositionInput }),
  }),
});
