import { act, screen } from '@testing-library/react';
import { Pagination } from 'antd';
import { changeLanguage } from '../i18n/i18n';
import { AntdProvider, DeleteConfirmDialog, rules } from './index';
import { rules as coreRules } from '../index';
import { renderWithAntdIn } from './test-render';

describe('AntdProvider', () => {
  it("sets antd's direction and locale from the language and follows changes", async () => {
    await renderWithAntdIn('ar', <Pagination total={50} showSizeChanger />);
    expect(document.querySelector('.ant-pagination-rtl')).not.toBeNull();
    // ar_EG locale: the page-size selector speaks Arabic.
    expect(screen.getByText(/صفحة/)).toBeInTheDocument();
    await act(async () => {
      await changeLanguage('en');
    });
    expect(document.querySelector('.ant-pagination-rtl')).toBeNull();
    expect(document.querySelector('.ant-pagination')).not.toBeNull();
    expect(screen.getByText(/page/)).toBeInTheDocument();
  });

  it('the antd entry offers the provider, the delete dialog and the same form rules as the core entry', () => {
    expect(typeof AntdProvider).toBe('function');
    expect(typeof DeleteConfirmDialog).toBe('function');
    expect(rules).toBe(coreRules);
  });
});
