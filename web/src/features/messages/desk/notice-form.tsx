import { OPERATE_NOTICE_KINDS } from '@seabook/domain/messages';
import { NOTICE_BODY_MAX, NOTICE_LINK_MAX, NOTICE_TITLE_MAX } from '@seabook/domain/ops-notices';
import { App, DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { errorText } from '../../../i18n/error-text.ts';
import { useTranslation } from '../../../i18n/i18n.ts';
import { chinaPickerNow, isBeforeChinaToday, zonedLabel } from '../../../lib/china-picker.ts';
import { usePublishNotice } from './desk-api.ts';

type Language = 'zh-CN' | 'zh-TW' | 'en';
const LANGUAGES: readonly Language[] = ['zh-CN', 'zh-TW', 'en'];

type Values = {
  kind: (typeof OPERATE_NOTICE_KINDS)[number];
  title: Record<Language, string>;
  body: Record<Language, string>;
  startsAt: Dayjs;
  endsAt?: Dayjs | null;
  link?: string;
};

const WALL = 'YYYY-MM-DD HH:mm';

/**
 * Publishing a notice: its kind, title and text in the three languages, when it starts (now or later)
 * and, optionally, ends, in China time, and the page it leads to. The server checks it all again.
 */
export function NoticeForm({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<Values>();
  const publish = usePublishNotice();
  const required = (key: 'NOTICE_TITLE_REQUIRED' | 'NOTICE_BODY_REQUIRED') => [
    { required: true, whitespace: true, message: errorText(key) },
  ];

  const submit = (values: Values) =>
    publish.mutate(
      {
        kind: values.kind,
        title: values.title,
        body: values.body,
        startsAt: values.startsAt.format(WALL),
        endsAt: values.endsAt ? values.endsAt.format(WALL) : undefined,
        link: values.link || undefined,
      },
      {
        onSuccess: () => {
          void message.success(t('messages:desk.published'));
          form.resetFields();
          onClose();
        },
        onError: (error) => {
          form.setFields(
            Object.entries(error.fields ?? {}).map(([name, text]) => ({
              name: name.split('.') as never,
              errors: [text],
            })),
          );
          if (!error.fields) void message.error(error.msg || errorText('REQUEST_ERROR'));
        },
      },
    );

  return (
    <Modal
      open={open}
      title={t('messages:desk.publish')}
      onCancel={onClose}
      okText={t('messages:desk.publishNow')}
      okButtonProps={{ 'data-testid': 'notice-submit' } as never}
      confirmLoading={publish.isPending}
      onOk={() => form.submit()}
      width={720}
      destroyOnHidden
    >
      <Form<Values>
        form={form}
        layout="vertical"
        initialValues={{ kind: 'maintenance', startsAt: chinaPickerNow() }}
        onFinish={submit}
        data-testid="notice-form"
      >
        <Form.Item name="kind" label={t('messages:desk.kind')} rules={[{ required: true }]}>
          <Select
            options={OPERATE_NOTICE_KINDS.map((kind) => ({ value: kind, label: t(`layout:noticeBar.kinds.${kind}`) }))}
            data-testid="notice-kind"
          />
        </Form.Item>
        {LANGUAGES.map((language) => (
          <div key={language}>
            <Form.Item
              name={['title', language]}
              label={`${t('messages:desk.title')} · ${t(`messages:desk.languages.${language}`)}`}
              rules={required('NOTICE_TITLE_REQUIRED')}
            >
              <Input maxLength={NOTICE_TITLE_MAX} showCount data-testid={`notice-title-${language}`} />
            </Form.Item>
            <Form.Item
              name={['body', language]}
              label={`${t('messages:desk.body')} · ${t(`messages:desk.languages.${language}`)}`}
              rules={required('NOTICE_BODY_REQUIRED')}
            >
              <Input.TextArea
                maxLength={NOTICE_BODY_MAX}
                autoSize={{ minRows: 2, maxRows: 5 }}
                data-testid={`notice-body-${language}`}
              />
            </Form.Item>
          </div>
        ))}
        <Form.Item name="startsAt" label={zonedLabel(t('messages:desk.startsAt'))} rules={[{ required: true }]}>
          <DatePicker showTime={{ format: 'HH:mm' }} format={WALL} disabledDate={isBeforeChinaToday} />
        </Form.Item>
        <Form.Item
          name="endsAt"
          label={zonedLabel(t('messages:desk.endsAt'))}
          extra={t('messages:desk.endsAtHelp')}
          dependencies={['startsAt']}
          rules={[
            ({ getFieldValue }) => ({
              validator: (_, value: Dayjs | null | undefined) => {
                const start = getFieldValue('startsAt') as Dayjs | undefined;
                if (!value || !start || value.isAfter(start)) return Promise.resolve();
                return Promise.reject(new Error(errorText('NOTICE_WINDOW_INVALID')));
              },
            }),
          ]}
        >
          <DatePicker showTime={{ format: 'HH:mm' }} format={WALL} disabledDate={isBeforeChinaToday} />
        </Form.Item>
        <Form.Item name="link" label={t('messages:desk.link')} extra={t('messages:desk.linkHelp')}>
          <Input maxLength={NOTICE_LINK_MAX} placeholder="/cargo_tracking" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
