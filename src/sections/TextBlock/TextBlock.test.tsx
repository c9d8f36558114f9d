import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SectionOf } from '../../config/portal-config';
import { TextBlock } from './TextBlock';

const section = (html: string): SectionOf<'TextBlock'> => ({
  id: 'intro',
  component: 'TextBlock',
  title: '活动介绍',
  options: { html },
});

describe('TextBlock', () => {
  it('draws its title and the text, a region named by the title', () => {
    render(
      <TextBlock
        section={section('<h3>活动安排</h3><ul><li>专场招聘会</li></ul>')}
        data={undefined}
        rows={[]}
        search={new URLSearchParams()}
      />,
    );
    const region = screen.getByRole('region', { name: '活动介绍' });
    expect(within(region).getByRole('heading', { level: 3, name: '活动安排' })).toBeVisible();
    expect(within(region).getByRole('listitem')).toHaveTextContent('专场招聘会');
  });

  it('draws nothing the allow-list refuses, whatever the config holds', () => {
    const { container } = render(
      <TextBlock
        section={section(
          '<p style="color:red" onclick="x()">介绍</p><script>alert(1)</script><a href="javascript:alert(1)">点</a><img src="https://evil.example/t.png" alt="x">',
        )}
        data={undefined}
        rows={[]}
        search={new URLSearchParams()}
      />,
    );
    expect(container.innerHTML).not.toMatch(/style=|onclick|<script|javascript:|evil\.example/);
    expect(screen.getByText('介绍')).toBeVisible();
  });
});
