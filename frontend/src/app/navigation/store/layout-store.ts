import { create } from 'zustand';

interface LayoutState {
  collapsed: boolean;
  mobileOpen: boolean;
  accountOpen: boolean;
  infoOpen: boolean;
  menuSearch: string;
  toggleCollapsed(): void;
  setMobileOpen(open: boolean): void;
  setAccountOpen(open: boolean): void;
  toggleInfo(): void;
  setMenuSearch(term: string): void;
}

export const useLayoutStore = create<LayoutState>((set) => ({
  collapsed: false,
  mobileOpen: false,
  accountOpen: false,
  infoOpen: false,
  menuSearch: '',
  toggleCollapsed: () => set((s) => ({ collapsed: !s.collapsed })),
  setMobileOpen: (mobileOpen) => set({ mobileOpen }),
  setAccountOpen: (accountOpen) => set({ accountOpen }),
  toggleInfo: () => set((s) => ({ infoOpen: !s.infoOpen })),
  setMenuSearch: (menuSearch) => set({ menuSearch }),
}));
