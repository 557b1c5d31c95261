import { createContext, useContext } from 'react';
import { useStore } from 'zustand';
import type { EditorState, EditorStore } from './editor-store.ts';

export const EditorStoreContext = createContext<EditorStore | null>(null);

export function useEditorStore(): EditorStore {
  const store = useContext(EditorStoreContext);
  if (!store) throw new Error('useEditorStore outside <LayoutEditor>');
  return store;
}

/** Read a slice of the editor; a component re-renders only when its slice changes. */
export function useEditor<T>(selector: (state: EditorState) => T): T {
  return useStore(useEditorStore(), selector);
}

export const useActions = () => useEditor((s) => s.actions);
export const useNode = (id: string) => useEditor((s) => s.doc.nodes[id]);
export const useChildIds = (id: string) => useEditor((s) => s.doc.childIds[id]);
export const useIsSelected = (id: string) => useEditor((s) => s.selection.includes(id));
