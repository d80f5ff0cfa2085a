import { useState } from 'react';

// The dialog a list screen has open (null: none), and the two ways it ends: closed, or closed with the list reloaded.
export function useModal<M>(reload: () => Promise<unknown>) {
  const [modal, setModal] = useState<M | null>(null);
  const close = () => setModal(null);
  const closeAndReload = () => {
    setModal(null);
    void reload();
  };
  return { modal, setModal, close, closeAndReload };
}
