import { render, screen } from '@testing-library/react';
import { HomeOutlined } from '@ant-design/icons';
import { Form, Input, Button } from 'antd';
it('renders icons and a form', async () => {
  render(<Form><Form.Item name="a" rules={[{ required: true, message: 'req' }]}><Input /></Form.Item><Button htmlType="submit"><HomeOutlined />Go</Button></Form>);
  expect(screen.getByText('Go')).toBeInTheDocument();
});
