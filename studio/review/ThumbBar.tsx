/**
 * The review desk's decisions on a phone (issue 32 item 4, decision 087): 预览, 退回 and 批准并发布 in one row held
 * at the bottom of the screen while the submission is in view, each at least 48 px high for a thumb; and the preview
 * they open, over the whole screen at the phone's width, 关闭 at the bottom (focus goes back to 预览).
 */
import { useStudioT } from '../i18n/use-studio-t';
import { StudioDialog } from '../shared/StudioDialog';
import * as s from '../shared/studio.css';
import type { Review } from './ReviewDetail';
import { ReviewPreview } from './ReviewPreview';
import * as r from './review.css';

interface Decision {
  label: string;
  disabled: boolean;
  run: () => unknown;
}

export function ThumbBar({
  onPreview,
  decisions,
}: {
  onPreview: () => void;
  /** While the submission waits for a decision: sending back (its reason is asked above) and approving. */
  decisions: false | { approve: Decision; reject: Decision };
}) {
  const { t } = useStudioT();
  return (
    <div className={r.thumbBar}>
      <button type="button" className={`${s.button} ${r.thumbButton}`} onClick={onPreview}>
        {t('reviewPreviewOpen')}
      </button>
      {decisions && (
        <>
          <button
            type="button"
            className={`${s.button} ${r.thumbButton}`}
            disabled={decisions.reject.disabled}
            onClick={() => void decisions.reject.run()}
          >
            {decisions.reject.label}
          </button>
          <button
            type="button"
            className={`${s.primary} ${r.thumbButton}`}
            disabled={decisions.approve.disabled}
            onClick={() => void decisions.approve.run()}
          >
            {decisions.approve.label}
          </button>
        </>
      )}
    </div>
  );
}

export function PhonePreview({
  review,
  open,
  onOpenChange,
}: {
  review: Review;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const { t } = useStudioT();
  return (
    <StudioDialog open={open} onOpenChange={onOpenChange} title={t('reviewPreviewTitle')} className={r.previewDialog}>
      <ReviewPreview config={review.config} base={review.base} phone />
    </StudioDialog>
  );
}
