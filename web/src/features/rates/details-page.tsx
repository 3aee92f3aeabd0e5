import { ArrowLeftOutlined, LockOutlined } from '@ant-design/icons';
import { type CargoMeasureInput, lineId, parseLineId, type QuoteLine } from '@seabook/domain/rates';
import { Alert, Button, Card, Result, Spin } from 'antd';
import type { ReactNode } from 'react';
import { Link, useLocation, useNavigate, useSearchParams } from 'react-router';
import { ContactLink } from '../../components/contact-link.tsx';
import { FeeBreakdown } from '../../components/fee-breakdown.tsx';
import { PageError, PageLoading, useErrorMessage } from '../../components/page-state.tsx';
import { SailingsTable, ScheduleSummary } from '../../components/schedule-card.tsx';
import { useTranslation } from '../../i18n/i18n.ts';
import { isApiError } from '../../lib/api-error.ts';
import { useToken } from '../../lib/auth.ts';
import { errorKeyOf } from '../../lib/error-key.ts';
import { openLoginModal } from '../../lib/login-prompt.ts';
import { useQuoteDetail, useSchedule } from '../../lib/quote-detail-api.ts';
import { RATES_PATHS } from '../../lib/rates-paths.ts';
import { type CargoDraft, CargoForm, parseCargo } from './cargo-form.tsx';
import { cameFromResults } from './details-link.ts';
import { PickupEstimate } from './pickup-estimate.tsx';
import styles from './quote.module.css';
import { IncludedNotes, RatesUsed, WmBreakdown } from './quote-notes.tsx';
import { detailsQuery } from './search-state.ts';

/** The port whose sailings get the Shenzhen notes on /details-sz. */
const SHENZHEN = 'CNSZX';

/** Back to the results: a step back in history when the user came from them, else the search page. */
function BackToResults() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { state } = useLocation();
  const fromResults = cameFromResults(state);
  return (
    <Link
      to={RATES_PATHS.lclExport}
      data-testid="back-to-results"
      onClick={(event) => {
        if (!fromResults) return;
        event.preventDefault();
        void navigate(-1);
      }}
    >
      <ArrowLeftOutlined /> {t('quote:details.backToResults')}
    </Link>
  );
}

function SearchAgainButton() {
  const { t } = useTranslation();
  return (
    <Link to={RATES_PATHS.lclExport}>
      <Button type="primary">{t('quote:details.searchAgain')}</Button>
    </Link>
  );
}

/** The whole page frame, also around its error results, so the way back is always there. */
function Frame({ children }: { children: ReactNode }) {
  return (
    <div className={styles.page} data-testid="details-page">
      <div className={styles.topBar}>
        <BackToResults />
      </div>
      {children}
    </div>
  );
}

/** Why a schedule or quote cannot be shown: an expired sailing, an unknown service, or a failed call. */
function Unavailable({
  error,
  onRetry,
  serviceHref,
}: {
  error: unknown;
  onRetry: () => void;
  /** The same service without a sailing date, offered when the chosen sailing has gone. */
  serviceHref?: string;
}) {
  const { t } = useTranslation();
  const { state } = useLocation();
  const message = useErrorMessage(error);
  const key = errorKeyOf(error);
  if (key === 'QUOTE_UNAVAILABLE' || key === 'SAILING_DATE_INVALID')
    return (
      <Result
        status="warning"
        title={t('quote:details.unavailableTitle')}
        subTitle={message}
        extra={
          <>
            <SearchAgainButton />
            {serviceHref ? (
              <Link to={serviceHref} replace state={state}>
                <Button>{t('quote:details.currentSailings')}</Button>
              </Link>
            ) : null}
          </>
        }
      />
    );
  if (key === 'NO_FREIGHT')
    return (
      <Result
        status="info"
        title={t('quote:details.notPriced')}
        subTitle={
          <>
            {message} <ContactLink>{t('quote:building.contact')}</ContactLink>
          </>
        }
        extra={<SearchAgainButton />}
      />
    );
  if (key === 'NOT_FOUND')
    return (
      <Result status="404" title={t('quote:details.notFoundTitle')} subTitle={message} extra={<SearchAgainButton />} />
    );
  return <PageError error={error} onRetry={onRetry} />;
}

/** The fee lines for a logged-in user, or what stands in their way (login, cargo, a refused quote). */
function FeesSection({ line, cargo }: { line: QuoteLine; cargo: CargoMeasureInput | null }) {
  const { t } = useTranslation();
  const token = useToken();
  // A service without a published price has no fee lines to ask for ("no freight found, contact sales").
  const quote = useQuoteDetail(line.priced ? line.id : null, cargo);

  let body: ReactNode;
  if (!line.priced) {
    body = (
      <Alert
        type="warning"
        showIcon
        title={t('quote:details.notPriced')}
        description={<ContactLink>{t('quote:building.contact')}</ContactLink>}
      />
    );
  } else if (token === null) {
    body = (
      <Result
        data-testid="login-to-see-fees"
        icon={<LockOutlined />}
        title={t('quote:fees.loginTitle')}
        subTitle={t('quote:fees.loginDesc')}
        extra={
          <Button type="primary" onClick={openLoginModal}>
            {t('quote:fees.loginButton')}
          </Button>
        }
      />
    );
  } else if (cargo === null) {
    body = <Alert type="info" showIcon title={t('quote:fees.enterCargo')} />;
  } else if (quote.isError && !quote.data) {
    body =
      isApiError(quote.error) && quote.error.status === 422 ? (
        <Alert type="error" showIcon title={quote.error.msg} />
      ) : (
        <Unavailable error={quote.error} onRetry={() => void quote.refetch()} />
      );
  } else if (!quote.data) {
    body = <PageLoading rows={6} />;
  } else {
    body = (
      <Spin spinning={quote.isFetching}>
        <FeeBreakdown detail={quote.data} />
      </Spin>
    );
  }

  return (
    <>
      <Card title={t('quote:fees.title')}>{body}</Card>
      {token !== null && quote.data && cargo !== null ? (
        <>
          <WmBreakdown detail={quote.data} />
          <IncludedNotes detail={quote.data} />
          <RatesUsed detail={quote.data} />
        </>
      ) : null}
    </>
  );
}

/**
 * Quote details (/lcl/details, /details, /details-sz): the service and its sailings for everyone, the
 * cargo form, every fee line once logged in, and a door-pickup estimate. The sailing and the cargo live
 * in the address bar (`id`, `weight`, `volume`, `pieces`), so the page can be shared and reloaded.
 */
export default function DetailsPage() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const token = useToken();
  const id = params.get('id')?.trim() || null;
  const draft: CargoDraft = {
    weightKg: params.get('weight') ?? undefined,
    volumeCbm: params.get('volume') ?? undefined,
    pieces: params.get('pieces') ?? undefined,
  };
  const cargo = parseCargo(draft);
  const schedule = useSchedule(id);
  // The schedule names the sailing to price (the address may name only the service).
  const pricedId = schedule.data?.line.priced ? schedule.data.line.id : null;
  // The same query as the fee section's: read here for the server's field messages on the form.
  const quote = useQuoteDetail(pricedId, cargo);

  // Changing the sailing or the cargo rewrites the address in place, keeping the way back to the results.
  const update = (changes: Record<string, string>) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) next.set(key, value);
        return next;
      },
      { replace: true, state: location.state, preventScrollReset: true },
    );

  if (id === null)
    return (
      <Frame>
        <Result
          status="info"
          title={t('quote:details.missingTitle')}
          subTitle={t('quote:details.missingDesc')}
          extra={<SearchAgainButton />}
        />
      </Frame>
    );
  if (schedule.isPending)
    return (
      <Frame>
        <Card>
          <PageLoading rows={8} />
        </Card>
      </Frame>
    );
  if (schedule.isError && !schedule.data) {
    const named = parseLineId(id);
    return (
      <Frame>
        <Card>
          <Unavailable
            error={schedule.error}
            onRetry={() => void schedule.refetch()}
            serviceHref={
              named.sailingDate
                ? `${location.pathname}?${detailsQuery(named.serviceId, { weight: draft.weightKg, volume: draft.volumeCbm, pieces: draft.pieces })}`
                : undefined
            }
          />
        </Card>
      </Frame>
    );
  }

  const { line } = schedule.data;
  const { serviceId } = parseLineId(line.id);
  const shenzhenNote = location.pathname.startsWith('/details-sz') && line.pol.code === SHENZHEN;

  return (
    <Frame>
      {shenzhenNote ? (
        <Alert type="info" showIcon title={t('quote:sz.title')} description={t('quote:sz.desc')} />
      ) : null}
      <ScheduleSummary schedule={schedule.data} />
      {line.priced ? (
        <div className={styles.topBar}>
          <span />
          <Link
            to={`/lcl/entrust?${new URLSearchParams({ line: line.id, w: draft.weightKg ?? '', v: draft.volumeCbm ?? '', p: draft.pieces ?? '' })}`}
            data-testid="book-line"
          >
            <Button type="primary" size="large">
              {t('rates:book')}
            </Button>
          </Link>
        </div>
      ) : null}
      <SailingsTable
        schedule={schedule.data}
        loading={schedule.isFetching}
        onChoose={(sailingDate) => update({ id: lineId(serviceId, sailingDate) })}
      />
      <div className={styles.columns}>
        <div className={styles.stack}>
          <FeesSection line={line} cargo={cargo} />
        </div>
        <div className={styles.stack}>
          <CargoForm
            initial={draft}
            serverError={token !== null ? quote.error : null}
            onSubmit={(measure) =>
              update({
                weight: String(measure.weightKg),
                volume: String(measure.volumeCbm),
                pieces: String(measure.pieces),
              })
            }
          />
          <PickupEstimate pol={line.pol} cargo={cargo} />
        </div>
      </div>
    </Frame>
  );
}
