import { create } from 'zustand';

export type NotificationSeverity = 'success' | 'info' | 'warning' | 'error';

export interface AppNotification {
  id: number;
  severity: NotificationSeverity;
  title: string;
  description?: string;
}

interface NotificationState {
  items: AppNotification[];
  push(n: Omit<AppNotification, 'id'>): void;
  dismiss(id: number): void;
  clear(): void;
}

let nextId = 1;

export const useNotificationStore = create<NotificationState>((set) => ({
  items: [],
  push: (n) => set((s) => ({ items: [...s.items, { ...n, id: nextId++ }] })),
  dismiss: (id) => set((s) => ({ items: s.items.filter((i) => i.id !== id) })),
  clear: () => set({ items: [] }),
}));

export const notify = (n: Omit<AppNotification, 'id'>): void => useNotificationStore.getState().push(n);
export const notifySuccess = (title: string, description?: string): void =>
  notify({ severity: 'success', title, description });
export const notifyError = (title: string, description?: string): void =>
  notify({ severity: 'error', title, description });
