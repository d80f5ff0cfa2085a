import { useEffect, useRef } from 'react';

import { useSessionStore } from '../../../app/session/store/session-store';
import { renewSession } from '../../../api/client';
import { LiveSocket, type LiveSocketHandlers } from './live-socket';

/**
 * Live updates of the map while the component is mounted and a session exists: one socket, fed the session's
 * renewed tokens and selected organisation; a refused token triggers the session's renewal (which logs out when the
 * login is over). Handlers may change between renders without reconnecting.
 */
export function useLiveUpdates(handlers: LiveSocketHandlers, enabled = true): void {
  const token = useSessionStore((s) => s.token);
  const organizationId = useSessionStore((s) => s.selectedOrganizationId);
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const socketRef = useRef<LiveSocket | null>(null);
  const active = enabled && token !== null;

  useEffect(() => {
    if (!active) return undefined;
    const socket = new LiveSocket(useSessionStore.getState().token ?? '', organizationId ?? null, {
      onUpdates: (items) => handlersRef.current.onUpdates(items),
      onRemoved: (ids) => handlersRef.current.onRemoved?.(ids),
      onReady: (count) => handlersRef.current.onReady?.(count),
      onUnauthenticated: () => {
        handlersRef.current.onUnauthenticated?.();
        void renewSession().catch(() => undefined);
      },
    });
    socketRef.current = socket;
    return () => {
      socket.close();
      socketRef.current = null;
    };
    // The socket lives as long as the page is live; token and organisation changes go through setToken below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active]);

  useEffect(() => {
    if (token) socketRef.current?.setToken(token, organizationId ?? null);
  }, [token, organizationId]);
}
