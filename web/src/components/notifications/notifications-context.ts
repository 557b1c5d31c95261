import { createContext } from 'react';
import type { NotificationStore } from './notification-store.ts';

export const NotificationsContext = createContext<NotificationStore | null>(null);
