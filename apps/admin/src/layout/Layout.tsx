import type { ReactNode } from 'react';
import { Layout as RaLayout } from 'react-admin';

import { ShopSettingsBanner } from '../shop-settings/ShopSettingsBanner';
import { AppBar } from './AppBar';
import { Menu } from './Menu';

export function Layout({ children }: { children: ReactNode }) {
  return (
    <RaLayout appBar={AppBar} menu={Menu}>
      <ShopSettingsBanner />
      {children}
    </RaLayout>
  );
}
