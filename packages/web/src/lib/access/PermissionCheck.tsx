import type { ReactNode } from 'react';
import { usePermission, type PermissionRequest } from './usePermission';

export interface PermissionCheckProps extends PermissionRequest {
  children: ReactNode;
  /** Shown when not permitted (and while asking); nothing by default. */
  fallback?: ReactNode;
}

/** Renders its children only when the server's policy permits the action. */
export function PermissionCheck({ children, fallback = null, ...request }: PermissionCheckProps) {
  const { permitted } = usePermission(request);
  return <>{permitted ? children : fallback}</>;
}
