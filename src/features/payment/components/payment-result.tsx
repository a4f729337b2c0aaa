import CheckCircleFilled from '@ant-design/icons/CheckCircleFilled';
import CloseCircleFilled from '@ant-design/icons/CloseCircleFilled';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import './payment-result.css';

/** Title, text and one button: what both payment result pages show (spec section 2). */
export function PaymentResult(props: {
  tone: 'success' | 'failure';
  title: string;
  text: string;
  /** A further line: the new expiry after a success, why a payment failed. */
  details?: ReactNode;
  action: string;
  to: string;
}) {
  const Icon = props.tone === 'success' ? CheckCircleFilled : CloseCircleFilled;
  return (
    <main className={`payment-result payment-result--${props.tone}`} data-testid="payment-result">
      <Icon className="payment-result__icon" aria-hidden="true" />
      <h1 className="payment-result__title">{props.title}</h1>
      <p className="payment-result__text">{props.text}</p>
      {props.details ? <p className="payment-result__details">{props.details}</p> : null}
      <Link className="payment-result__button" to={props.to}>
        {props.action}
      </Link>
    </main>
  );
}
