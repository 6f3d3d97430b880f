import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsNotEmpty, IsOptional, IsString, Matches, MaxLength, ValidateBy } from 'class-validator';

import { EMAIL_MAX_LENGTH, EMAIL_PATTERN, isReturnPath, NewsletterMessages } from '@kilau/domain';

const trim = ({ value }: { value: unknown }) => (typeof value === 'string' ? value.trim() : value);

/**
 * An e-mail address field, checked with the seeds' pattern and messages. Applied in this
 * order, the checks also run in this order: empty before malformed.
 */
function EmailField(): PropertyDecorator {
  return (target, key) => {
    ApiProperty({ example: 'ayu@example.com' })(target, key);
    Transform(trim)(target, key);
    IsNotEmpty({ message: NewsletterMessages.emailRequired })(target, key);
    IsString({ message: NewsletterMessages.emailInvalid })(target, key);
    MaxLength(EMAIL_MAX_LENGTH, { message: NewsletterMessages.emailInvalid })(target, key);
    Matches(EMAIL_PATTERN, { message: NewsletterMessages.emailInvalid })(target, key);
  };
}

export class EmailDto {
  @EmailField()
  email!: string;
}

export class RequestCodeDto extends EmailDto {
  @ApiPropertyOptional({
    example: '/adminDashboard/dashboard',
    description: 'The page (of the console or the storefront) the mailed sign-in link returns to',
  })
  @IsOptional()
  @ValidateBy(
    {
      name: 'isReturnPath',
      validator: { validate: (value) => typeof value === 'string' && isReturnPath(value) },
    },
    { message: 'next must be a page of this shop (a path such as /my-orders)' },
  )
  next?: string;
}

export class VerifyCodeDto {
  @EmailField()
  email!: string;

  @ApiProperty({ example: '4821', description: 'The four digits from the mail' })
  @Matches(/^\d{4}$/, { message: 'The code must be four digits' })
  @IsString({ message: 'The code must be four digits' })
  code!: string;
}

export class SignInLinkDto {
  @ApiProperty({ description: 'The token from the sign-in link of a login mail' })
  @Matches(/^[A-Za-z0-9_-]{43}$/, { message: 'token must be the token from the sign-in link' })
  @IsString({ message: 'token must be the token from the sign-in link' })
  token!: string;
}

/** The refresh token in the body; a browser in cookie mode sends none (the cookie carries it). */
export class RefreshTokenDto {
  @ApiPropertyOptional()
  @IsOptional()
  @MaxLength(200, { message: 'refresh must be the refresh token from login' })
  @IsNotEmpty({ message: 'refresh must be the refresh token from login' })
  @IsString({ message: 'refresh must be the refresh token from login' })
  refresh?: string;
}
