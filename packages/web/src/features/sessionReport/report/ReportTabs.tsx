import Box from '@mui/material/Box';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { useId, type ReactNode } from 'react';

export interface ReportTabsProps<TabName extends string> {
  'aria-label': string;
  tabs: readonly TabName[];
  value: TabName;
  onChange: (tab: TabName) => void;
  /** The open tab's content. */
  children: ReactNode;
}

/** A report's tabs and the open tab's panel, labelled by its tab. */
export function ReportTabs<TabName extends string>({
  'aria-label': ariaLabel,
  tabs,
  value,
  onChange,
  children,
}: ReportTabsProps<TabName>) {
  const idPrefix = useId();
  const tabId = (name: TabName) => `${idPrefix}-tab-${name.replace(/\s+/g, '')}`;
  const panelId = `${idPrefix}-panel`;
  return (
    <>
      <Tabs
        value={value}
        onChange={(_event, next: TabName) => onChange(next)}
        aria-label={ariaLabel}
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((name) => (
          <Tab key={name} value={name} label={name} id={tabId(name)} aria-controls={panelId} />
        ))}
      </Tabs>
      <Box role="tabpanel" id={panelId} aria-labelledby={tabId(value)}>
        {children}
      </Box>
    </>
  );
}
