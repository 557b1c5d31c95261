import { pageTypeError } from '@signage/domain/layouts/access';
import type { PageType } from '@signage/domain/layouts/constants';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { useNotify } from '../../../components/notifications/use-notify.ts';
import { paths } from '../../../lib/paths.ts';

/** A loaded layout's kind, as the page-type rule reads it. */
export interface LayoutKind {
  template: boolean;
  layoutType: 'LAYOUT' | 'SYNC_SEQUENCE';
}

/** The page-type rule (domain pageTypeError) for a loaded layout: the alert to show, or undefined. */
export function pageTypeProblem(pageType: PageType | 'sync_sequence', layout: LayoutKind | undefined) {
  if (!layout) return undefined;
  return pageTypeError(pageType, {
    template: layout.template,
    layout_type: layout.layoutType === 'SYNC_SEQUENCE' ? 'sync_sequence' : 'layout',
  });
}

/**
 * Spec 01 §4: a page type that does not match the layout's kind raises "You cannot view this page" and goes
 * back (to the layouts list when the page was opened directly).
 */
export function usePageTypeCheck(problem: string | undefined) {
  const navigate = useNavigate();
  const notify = useNotify();
  useEffect(() => {
    if (!problem) return;
    notify('danger', problem);
    const cameFromConsole = ((window.history.state as { idx?: number } | null)?.idx ?? 0) > 0;
    if (cameFromConsole) void navigate(-1);
    else void navigate(paths.layouts, { replace: true });
  }, [problem, navigate, notify]);
}
