// Generated from the API's OpenAPI document by `pnpm contract` (api/src/contract/). Do not edit by hand.

export interface paths {
    "/api/health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Service and database status */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/register": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create an account and email a verification code */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        password: string;
                        /** @enum {unknown} */
                        user_type: "Individual" | "Agent" | "Corporate";
                        listing_category?: ("auto" | "real_estate" | "both") | (never | null);
                        /** @enum {unknown} */
                        language?: "ar" | "en";
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/otp-verify": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify the emailed code and log in */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        otp: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/sendOtp": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a new verification code (at most one per 30 seconds) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/login": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log in with email and password */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        password: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/logout": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Log out (revokes the token) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/check-email": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether an email is free to register */
        get: {
            parameters: {
                query: {
                    email: string;
                };
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Whether an email is free to register */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auth/google/callback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Log in with a Google ID token */
        get: {
            parameters: {
                query: {
                    email: string;
                    token: string;
                };
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/forgot-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email a password reset code */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verify-reset-code": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Check a password reset code before asking for the new password */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        code: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/reset-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Set a new password with a reset code (logs out everywhere) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        code: string;
                        new_password: string;
                        confirm_password: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/change-password": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the password (other sessions are logged out) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        old_password: string;
                        new_password: string;
                        confirm_password: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/my-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-account": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in user, or with ?id= another account of this site */
        get: {
            parameters: {
                query?: {
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Update the profile (corporate accounts: company details too) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        surname?: string | null;
                        phone?: string | null;
                        whatsapp?: string | null;
                        about_me?: string | null;
                        image?: string | null;
                        /** @enum {unknown} */
                        language?: "ar" | "en";
                        /** @enum {unknown} */
                        listing_category?: "auto" | "real_estate" | "both";
                        company_name?: string;
                        /** Format: email */
                        company_email?: string | null;
                        logo?: string | null;
                        company_phone?: string | null;
                        address?: string | null;
                        /** Format: uri */
                        website?: string | null;
                        registration_number?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-user-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The logged-in corporate user's company */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/user-company": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Create or update the company of a corporate account */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        company_name: string;
                        /** Format: email */
                        company_email?: string | null;
                        logo?: string | null;
                        company_phone?: string | null;
                        address?: string | null;
                        /** Format: uri */
                        website?: string | null;
                        registration_number?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/become-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Turn an Individual account into an Agent account with a listing category */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        listing_category: "auto" | "real_estate" | "both";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                surname: string | null;
                                email: string;
                                /** @enum {unknown} */
                                user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                listing_category: ("auto" | "real_estate" | "both") | (never | null);
                                image: string | null;
                                phone: string | null;
                                whatsapp: string | null;
                                about_me: string | null;
                                /** @enum {unknown} */
                                language: "ar" | "en";
                                email_verified: boolean;
                                google_linked: boolean;
                                company: {
                                    id: number;
                                    company_name: string;
                                    company_email: string | null;
                                    logo: string | null;
                                    company_phone: string | null;
                                    address: string | null;
                                    website: string | null;
                                    registration_number: string | null;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                site_operator: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/media/upload": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Upload an image or video (multipart: kind, file)
         * @description kind: one of user_profile_image, admin_profile_image, product_image, product_video, property_image, property_video, company_logo, amenity_image, about_us_image, banner. Images: jpg, jpeg, png, gif, bmp, webp, ico (the administrators' kinds: jpg, jpeg, png, gif, bmp, webp, svg, ico); videos: mp4, avi, mov, wmv, flv, webm, mkv.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-page-listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Published static pages: slug and titles (en, fr, ar) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-static-page": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published page's titles and text in Arabic, English and French (the FAQ page carries its questions) */
        get: {
            parameters: {
                query: {
                    slug: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-static-page/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published page's titles and text in Arabic, English and French (the FAQ page carries its questions) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-page-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published page's titles and text in Arabic, English and French (the FAQ page carries its questions) */
        get: {
            parameters: {
                query: {
                    slug: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-page-detail/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One published page's titles and text in Arabic, English and French (the FAQ page carries its questions) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/banner-image": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Active home-page banners, in display order; ?lang=ar|en for one language */
        get: {
            parameters: {
                query?: {
                    lang?: "ar" | "en";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/content/banner-art/{name}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Built-in banner artwork */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    name: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every page, published or not */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/pages/{slug}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One page, published or not */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Create or replace a page */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ar_title: string;
                        en_title: string;
                        fr_title: string;
                        ar_content: {
                            /** @enum {unknown} */
                            type: "heading" | "paragraph" | "list";
                            text?: string;
                            items?: string[];
                        }[];
                        en_content: {
                            /** @enum {unknown} */
                            type: "heading" | "paragraph" | "list";
                            text?: string;
                            items?: string[];
                        }[];
                        fr_content?: {
                            /** @enum {unknown} */
                            type: "heading" | "paragraph" | "list";
                            text?: string;
                            items?: string[];
                        }[];
                        position?: number;
                        published?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Delete a page */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    slug: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faqs": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every FAQ entry */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Add a FAQ entry */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ar_question: string;
                        en_question: string;
                        fr_question: string;
                        ar_answer: string;
                        en_answer: string;
                        fr_answer: string;
                        position?: number;
                        published?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/faqs/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a FAQ entry */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ar_question: string;
                        en_question: string;
                        fr_question: string;
                        ar_answer: string;
                        en_answer: string;
                        fr_answer: string;
                        position?: number;
                        published?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Delete a FAQ entry */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every banner, active or not */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        /** Add a banner */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        language: "ar" | "en";
                        image: string;
                        title?: string | null;
                        subtitle?: string | null;
                        alt?: string;
                        link?: string | null;
                        position?: number;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/banners/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        /** Replace a banner */
        put: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        language: "ar" | "en";
                        image: string;
                        title?: string | null;
                        subtitle?: string | null;
                        alt?: string;
                        link?: string | null;
                        position?: number;
                        active?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        post?: never;
        /** Delete a banner */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/contact-messages": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Contact messages, newest first */
        get: {
            parameters: {
                query?: {
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/contact-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a message to the site; stored and emailed to the site inbox */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** Format: email */
                        email: string;
                        subject: string;
                        message: string;
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/subscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Subscribe an email address (subscribing twice is not an error) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description The answer to a proof-of-work challenge from a 428 answer, as "<challenge>:<nonce>": SHA-256 of this text must begin with the challenge's difficulty in zero bits. Each challenge is taken once. */
                    "x-proof-of-work"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                        /** @enum {unknown} */
                        language?: "ar" | "en";
                    };
                };
            };
            responses: {
                /** @description The envelope: success, message, data */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": unknown;
                    };
                };
                /** @description Too many requests from this address: nothing was done. Solve the proof of work and send the same request again with X-Proof-Of-Work */
                428: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            proof_of_work: {
                                challenge: string;
                                difficulty: number;
                                /** @description Seconds the challenge can be answered */
                                expires_in: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/newsletter/unsubscribe": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Unsubscribe with the token from a newsletter email */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        token: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many addresses an issue would reach, in each language (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                subscribers: {
                                    total: number;
                                    ar: number;
                                    en: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/newsletter/send": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Email an issue to every subscriber, in their language */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        ar_subject: string;
                        en_subject: string;
                        ar_text: string;
                        en_text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                sent: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-reports/remote-load": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a remote that failed to load in a browser (logged, not stored) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        remote: "auth" | "property" | "auto" | "account" | "admin";
                        version: string;
                        manifest: string;
                        build: "current" | "previous" | "canary" | "override";
                        outcome: "fallback" | "unavailable";
                        message: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/client-reports/remote-health": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report remote mounts, failures and Web Vitals seen in a browser (stored per minute) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        browser: string;
                        items: {
                            remote: "auth" | "property" | "auto" | "account" | "admin";
                            version: string;
                            build: "current" | "previous" | "canary" | "override";
                            mounts: number;
                            loadFailures: number;
                            boundaryErrors: number;
                            uncaughtErrors: number;
                            lcpMs?: number;
                            cls?: number;
                            inpMs?: number;
                        }[];
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/property-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Property vocabularies */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                property_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                listing_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                rent_periods: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                types_without_rooms: string[];
                                amenities: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                furnished_options: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                ownership_documents: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                categories: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                statuses: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                sort_options: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                contact_channels: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                currencies: {
                                    value: string;
                                    symbol: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                room_options: number[];
                                per_page: {
                                    default: number;
                                    max: number;
                                };
                                syp_per_usd: number;
                                old_pounds_per_new: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/goveronates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 14 governorates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/governorates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The 14 governorates */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/cities": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Cities of a governorate */
        get: {
            parameters: {
                query: {
                    governorate_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/neighborhoods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Neighbourhoods of a city */
        get: {
            parameters: {
                query: {
                    city_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/sub-neighborhoods": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Sub-neighbourhoods of a neighbourhood */
        get: {
            parameters: {
                query: {
                    neighborhood_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/get-property-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search property listings (filters, sort, pages) */
        get: {
            parameters: {
                query?: {
                    listing_type?: "sale" | "rent";
                    rent_period?: "monthly" | "yearly" | "daily";
                    governorate_id?: number;
                    city_id?: number;
                    neighborhood_id?: number;
                    sub_neighborhood_id?: number;
                    property_type?: ("apartment" | "villa" | "farm" | "commercial" | "land" | "building" | "other" | "studio")[];
                    category?: "residential" | "commercial" | "agricultural";
                    currency?: "SYP" | "USD";
                    min_price?: number;
                    max_price?: number;
                    bedrooms?: number;
                    bathrooms?: number;
                    min_bedrooms?: number;
                    max_bedrooms?: number;
                    min_bathrooms?: number;
                    max_bathrooms?: number;
                    min_size?: number;
                    max_size?: number;
                    furnished?: "furnished" | "unfurnished";
                    amenities?: ("parking" | "balcony" | "elevator" | "ac_heating" | "pool_gym" | "security")[];
                    ownership_document?: ("green_tabu" | "court_ruling" | "notarised_poa" | "other")[];
                    keyword?: string;
                    featured?: boolean;
                    verified?: boolean;
                    owner_id?: number;
                    sort?: "newest" | "price_asc" | "price_desc" | "size_desc" | "size_asc" | "price_sqm_asc" | "price_sqm_desc";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    listing_type: string;
                                    rent_period: string | null;
                                    property_type: string;
                                    governorate: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    city: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    sub_neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    bedrooms: number;
                                    bathrooms: number;
                                    size_sqm: number;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    latitude: number;
                                    longitude: number;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    status: string;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                    total_is_estimate: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/map": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listings in a map area: markers when zoomed in, clusters with counts when zoomed out */
        get: {
            parameters: {
                query: {
                    listing_type?: "sale" | "rent";
                    rent_period?: "monthly" | "yearly" | "daily";
                    governorate_id?: number;
                    city_id?: number;
                    neighborhood_id?: number;
                    sub_neighborhood_id?: number;
                    property_type?: ("apartment" | "villa" | "farm" | "commercial" | "land" | "building" | "other" | "studio")[];
                    category?: "residential" | "commercial" | "agricultural";
                    currency?: "SYP" | "USD";
                    min_price?: number;
                    max_price?: number;
                    bedrooms?: number;
                    bathrooms?: number;
                    min_bedrooms?: number;
                    max_bedrooms?: number;
                    min_bathrooms?: number;
                    max_bathrooms?: number;
                    min_size?: number;
                    max_size?: number;
                    furnished?: "furnished" | "unfurnished";
                    amenities?: ("parking" | "balcony" | "elevator" | "ac_heating" | "pool_gym" | "security")[];
                    ownership_document?: ("green_tabu" | "court_ruling" | "notarised_poa" | "other")[];
                    keyword?: string;
                    featured?: boolean;
                    verified?: boolean;
                    owner_id?: number;
                    bbox: string;
                    zoom?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                mode: "markers" | "clusters";
                                total: number;
                                markers: {
                                    id: number;
                                    latitude: number;
                                    longitude: number;
                                    name: string;
                                    name_ar: string | null;
                                    listing_type: string;
                                    property_type: string;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    thumb_url: string | null;
                                }[];
                                clusters: {
                                    latitude: number;
                                    longitude: number;
                                    count: number;
                                    bbox: number[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/feature-property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured listings for the home page (newest first) */
        get: {
            parameters: {
                query?: {
                    listing_type?: "sale" | "rent";
                    currency?: "SYP" | "USD";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                listing_type: string;
                                rent_period: string | null;
                                property_type: string;
                                governorate: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                city: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                sub_neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                bedrooms: number;
                                bathrooms: number;
                                size_sqm: number;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                latitude: number;
                                longitude: number;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                status: string;
                                /** Format: date-time */
                                created_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/property-detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing with gallery, video and owner card (counts a view) */
        get: {
            parameters: {
                query?: {
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                listing_type: string;
                                rent_period: string | null;
                                property_type: string;
                                category: string;
                                status: string;
                                governorate: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                city: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                sub_neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                bedrooms: number;
                                bathrooms: number;
                                size_sqm: number;
                                furnished: string;
                                floor_level: number | null;
                                amenities: string[];
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                latitude: number;
                                longitude: number;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string;
                                description_ar: string | null;
                                additional_information: string | null;
                                ownership_document: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                                map_url: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/feature-property-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A featured listing by ?id= (same answer as property-detail) */
        get: {
            parameters: {
                query: {
                    id: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                listing_type: string;
                                rent_period: string | null;
                                property_type: string;
                                category: string;
                                status: string;
                                governorate: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                city: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                sub_neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                bedrooms: number;
                                bathrooms: number;
                                size_sqm: number;
                                furnished: string;
                                floor_level: number | null;
                                amenities: string[];
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                latitude: number;
                                longitude: number;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string;
                                description_ar: string | null;
                                additional_information: string | null;
                                ownership_document: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                                map_url: string;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-property": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post a listing (agents and companies) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A key of the form submission (8–100 of A–Z a–z 0–9 - _): sent again, the listing is not created twice */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        name_ar?: string | null;
                        description: string;
                        description_ar?: string | null;
                        additional_information?: string | null;
                        governorate_id: number;
                        city_id: number;
                        neighborhood_id?: number | null;
                        sub_neighborhood_id?: number | null;
                        /** @enum {unknown} */
                        property_type: "apartment" | "villa" | "farm" | "commercial" | "land" | "building" | "other" | "studio";
                        /** @enum {unknown} */
                        listing_type: "sale" | "rent";
                        rent_period?: ("monthly" | "yearly" | "daily") | (never | null);
                        /** @enum {unknown} */
                        category?: "residential" | "commercial" | "agricultural";
                        bedrooms?: number | null;
                        bathrooms?: number | null;
                        size_sqm: number;
                        /** @enum {unknown} */
                        furnished: "furnished" | "unfurnished";
                        floor_level?: number | null;
                        amenities?: ("parking" | "balcony" | "elevator" | "ac_heating" | "pool_gym" | "security")[];
                        ownership_document?: ("green_tabu" | "court_ruling" | "notarised_poa" | "other") | (never | null);
                        price_syp?: number | null;
                        price_usd?: number | null;
                        discount_percent?: number;
                        images?: number[];
                        video_id?: number | null;
                        latitude?: number;
                        longitude?: number;
                        /** @enum {unknown} */
                        status?: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden" | "inactive";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                            duplicate_of?: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                path: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a listing (owner only; fields not sent stay as they are) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        name_ar?: string | null;
                        description?: string;
                        description_ar?: string | null;
                        additional_information?: string | null;
                        governorate_id?: number;
                        city_id?: number;
                        neighborhood_id?: number | null;
                        sub_neighborhood_id?: number | null;
                        /** @enum {unknown} */
                        property_type?: "apartment" | "villa" | "farm" | "commercial" | "land" | "building" | "other" | "studio";
                        /** @enum {unknown} */
                        listing_type?: "sale" | "rent";
                        rent_period?: ("monthly" | "yearly" | "daily") | (never | null);
                        /** @enum {unknown} */
                        category?: "residential" | "commercial" | "agricultural";
                        bedrooms?: number | null;
                        bathrooms?: number | null;
                        size_sqm?: number;
                        /** @enum {unknown} */
                        furnished?: "furnished" | "unfurnished";
                        floor_level?: number | null;
                        amenities?: ("parking" | "balcony" | "elevator" | "ac_heating" | "pool_gym" | "security")[];
                        ownership_document?: ("green_tabu" | "court_ruling" | "notarised_poa" | "other") | (never | null);
                        price_syp?: number | null;
                        price_usd?: number | null;
                        discount_percent?: number;
                        images?: number[];
                        video_id?: number | null;
                        latitude?: number;
                        longitude?: number;
                        /** @enum {unknown} */
                        status?: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden" | "inactive";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                            duplicate_of?: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                path: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a listing (owner only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Delete a listing (owner only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing as its edit form needs it (owner only) */
        get: {
            parameters: {
                query: {
                    id: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                listing_type: string;
                                rent_period: string | null;
                                property_type: string;
                                category: string;
                                status: string;
                                governorate: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                city: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                sub_neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                bedrooms: number;
                                bathrooms: number;
                                size_sqm: number;
                                furnished: string;
                                floor_level: number | null;
                                amenities: string[];
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                latitude: number;
                                longitude: number;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string;
                                description_ar: string | null;
                                additional_information: string | null;
                                ownership_document: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                                map_url: string;
                                image_ids: number[];
                                video_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing as its edit form needs it (owner only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                listing_type: string;
                                rent_period: string | null;
                                property_type: string;
                                category: string;
                                status: string;
                                governorate: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                city: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                sub_neighborhood: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                bedrooms: number;
                                bathrooms: number;
                                size_sqm: number;
                                furnished: string;
                                floor_level: number | null;
                                amenities: string[];
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                latitude: number;
                                longitude: number;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string;
                                description_ar: string | null;
                                additional_information: string | null;
                                ownership_document: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                                map_url: string;
                                image_ids: number[];
                                video_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/my-properties": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in owner's listings in every status, with views, contacts and saves (with `id`: that one, if it is theirs) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    listing_type: string;
                                    rent_period: string | null;
                                    property_type: string;
                                    category: string;
                                    status: string;
                                    governorate: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    city: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    sub_neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    bedrooms: number;
                                    bathrooms: number;
                                    size_sqm: number;
                                    furnished: string;
                                    floor_level: number | null;
                                    amenities: string[];
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    latitude: number;
                                    longitude: number;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    contacts_count: number;
                                    favourites_count: number;
                                    quota_paused: boolean;
                                    /** Format: date-time */
                                    featured_until: string | null;
                                    /** Format: date-time */
                                    premium_until: string | null;
                                    /** Format: date-time */
                                    expires_at: string | null;
                                    hidden_reason: string | null;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/typical-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a property of this side, type and size usually costs here, and the range a price is plausible in */
        get: {
            parameters: {
                query: {
                    listing_type: "sale" | "rent";
                    rent_period?: "monthly" | "yearly" | "daily";
                    property_type: "apartment" | "villa" | "farm" | "commercial" | "land" | "building" | "other" | "studio";
                    size_sqm: number;
                    city_id: number;
                    neighborhood_id?: number;
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @description What such a listing typically costs, new SYP (a property: per m² × size) */
                                typical_syp: number;
                                /** @description A property's typical price per m², new SYP; null for a car */
                                per_sqm_syp: number | null;
                                /** @description Active listings the typical price is the median of */
                                comparables: number;
                                /**
                                 * @description What was compared: the neighbourhood or city (same type and size band), the type or side across the site; a car: its model (±2 model years), brand or vehicle type
                                 * @enum {unknown}
                                 */
                                basis: "neighborhood" | "city" | "property_type" | "listing_type" | "model" | "brand" | "vehicle_type";
                                /** @description 20 with enough close comparables, 100 otherwise */
                                factor: number;
                                /** @description Plausible from (typical ÷ factor), new SYP */
                                min_syp: number;
                                /** @description Plausible up to (typical × factor), new SYP */
                                max_syp: number;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-remove-property-wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a listing, or unsave it when already saved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        property_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-property-wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved listings, most recently saved first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    listing_type: string;
                                    rent_period: string | null;
                                    property_type: string;
                                    category: string;
                                    status: string;
                                    governorate: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    city: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    sub_neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    bedrooms: number;
                                    bathrooms: number;
                                    size_sqm: number;
                                    furnished: string;
                                    floor_level: number | null;
                                    amenities: string[];
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    latitude: number;
                                    longitude: number;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    is_favourite: boolean;
                                    /** Format: date-time */
                                    saved_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the member contacted a listing's owner by call, email or WhatsApp */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        channel: "call" | "email" | "whatsapp";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/property/contacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listings the member contacted, most recent first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    listing_type: string;
                                    rent_period: string | null;
                                    property_type: string;
                                    category: string;
                                    status: string;
                                    governorate: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    city: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    sub_neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    bedrooms: number;
                                    bathrooms: number;
                                    size_sqm: number;
                                    furnished: string;
                                    floor_level: number | null;
                                    amenities: string[];
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    latitude: number;
                                    longitude: number;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    contacted_channels: string[];
                                    /** Format: date-time */
                                    last_contacted_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/auto-master": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Auto vocabularies and the brands */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                vehicle_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                conditions: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                transmissions: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                seat_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                cylinders: {
                                    value: number;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                import_origins: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                fuel_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                body_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                drive_types: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                colors: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                vehicle_statuses: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                sort_options: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                contact_channels: {
                                    value: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                currencies: {
                                    value: string;
                                    symbol: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                brands: {
                                    id: number;
                                    code: string;
                                    name_en: string;
                                    name_ar: string;
                                }[];
                                years: {
                                    min: number;
                                    max: number;
                                };
                                per_page: {
                                    default: number;
                                    max: number;
                                };
                                syp_per_usd: number;
                                old_pounds_per_new: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/brand-classes": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Classes of a brand */
        get: {
            parameters: {
                query: {
                    brand_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/class-models": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Models of a class */
        get: {
            parameters: {
                query: {
                    class_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                code: string;
                                name_en: string;
                                name_ar: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/get-auto-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Search auto listings (filters, sort, pages) */
        get: {
            parameters: {
                query?: {
                    vehicle_type?: ("car" | "motorcycle" | "truck" | "bus")[];
                    brand_id?: number;
                    class_id?: number;
                    model_id?: number;
                    condition?: ("new" | "used" | "certified_pre_owned")[];
                    transmission?: ("automatic" | "manual")[];
                    seat_type?: ("fabric" | "leather" | "semi_leather" | "velour")[];
                    cylinders?: number[];
                    import_origin?: ("syria" | "gcc" | "usa" | "lebanon" | "turkey" | "others")[];
                    fuel_type?: ("petrol" | "diesel" | "hybrid" | "electric")[];
                    body_type?: ("sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "van")[];
                    color?: ("white" | "black" | "silver" | "grey" | "red" | "blue" | "green" | "beige" | "brown" | "gold" | "orange" | "yellow")[];
                    drive_type?: ("fwd" | "rwd" | "awd")[];
                    vehicle_status?: ("available" | "sold")[];
                    min_year?: number;
                    max_year?: number;
                    min_mileage?: number;
                    max_mileage?: number;
                    currency?: "SYP" | "USD";
                    min_price?: number;
                    max_price?: number;
                    keyword?: string;
                    featured?: boolean;
                    verified?: boolean;
                    owner_id?: number;
                    sort?: "newest" | "price_asc" | "price_desc" | "year_desc" | "year_asc" | "mileage_asc" | "mileage_desc";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    vehicle_type: string;
                                    brand: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    class: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    model: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    trim: string | null;
                                    year: number;
                                    condition: string;
                                    transmission: string;
                                    seat_type: string | null;
                                    cylinders: number | null;
                                    import_origin: string;
                                    fuel_type: string;
                                    mileage_km: number;
                                    body_type: string;
                                    color: string;
                                    drive_type: string;
                                    vehicle_status: string;
                                    status: string;
                                    price_currency: string;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                    total_is_estimate: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/feature-auto-list": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured autos, with the same filters, sorts and pages as the auto list */
        get: {
            parameters: {
                query?: {
                    vehicle_type?: ("car" | "motorcycle" | "truck" | "bus")[];
                    brand_id?: number;
                    class_id?: number;
                    model_id?: number;
                    condition?: ("new" | "used" | "certified_pre_owned")[];
                    transmission?: ("automatic" | "manual")[];
                    seat_type?: ("fabric" | "leather" | "semi_leather" | "velour")[];
                    cylinders?: number[];
                    import_origin?: ("syria" | "gcc" | "usa" | "lebanon" | "turkey" | "others")[];
                    fuel_type?: ("petrol" | "diesel" | "hybrid" | "electric")[];
                    body_type?: ("sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "van")[];
                    color?: ("white" | "black" | "silver" | "grey" | "red" | "blue" | "green" | "beige" | "brown" | "gold" | "orange" | "yellow")[];
                    drive_type?: ("fwd" | "rwd" | "awd")[];
                    vehicle_status?: ("available" | "sold")[];
                    min_year?: number;
                    max_year?: number;
                    min_mileage?: number;
                    max_mileage?: number;
                    currency?: "SYP" | "USD";
                    min_price?: number;
                    max_price?: number;
                    keyword?: string;
                    featured?: boolean;
                    verified?: boolean;
                    owner_id?: number;
                    sort?: "newest" | "price_asc" | "price_desc" | "year_desc" | "year_asc" | "mileage_asc" | "mileage_desc";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    vehicle_type: string;
                                    brand: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    class: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    model: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    trim: string | null;
                                    year: number;
                                    condition: string;
                                    transmission: string;
                                    seat_type: string | null;
                                    cylinders: number | null;
                                    import_origin: string;
                                    fuel_type: string;
                                    mileage_km: number;
                                    body_type: string;
                                    color: string;
                                    drive_type: string;
                                    vehicle_status: string;
                                    status: string;
                                    price_currency: string;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                    total_is_estimate: boolean;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/feature-auto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Featured autos for the home page (newest first) */
        get: {
            parameters: {
                query?: {
                    currency?: "SYP" | "USD";
                    limit?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                vehicle_type: string;
                                brand: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                class: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                model: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                trim: string | null;
                                year: number;
                                condition: string;
                                transmission: string;
                                seat_type: string | null;
                                cylinders: number | null;
                                import_origin: string;
                                fuel_type: string;
                                mileage_km: number;
                                body_type: string;
                                color: string;
                                drive_type: string;
                                vehicle_status: string;
                                status: string;
                                price_currency: string;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                            }[];
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/auto-detail/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing with gallery, video and seller card (counts a view) */
        get: {
            parameters: {
                query?: {
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                vehicle_type: string;
                                brand: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                class: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                model: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                trim: string | null;
                                year: number;
                                condition: string;
                                transmission: string;
                                seat_type: string | null;
                                cylinders: number | null;
                                import_origin: string;
                                fuel_type: string;
                                mileage_km: number;
                                body_type: string;
                                color: string;
                                drive_type: string;
                                vehicle_status: string;
                                status: string;
                                price_currency: string;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string | null;
                                description_ar: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/auto-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A listing by ?id= (same answer as /auto/auto-detail/{id}) */
        get: {
            parameters: {
                query: {
                    id: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                vehicle_type: string;
                                brand: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                class: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                model: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                trim: string | null;
                                year: number;
                                condition: string;
                                transmission: string;
                                seat_type: string | null;
                                cylinders: number | null;
                                import_origin: string;
                                fuel_type: string;
                                mileage_km: number;
                                body_type: string;
                                color: string;
                                drive_type: string;
                                vehicle_status: string;
                                status: string;
                                price_currency: string;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string | null;
                                description_ar: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/feature-auto-details": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A featured listing by ?id= (same answer as auto-detail) */
        get: {
            parameters: {
                query: {
                    id: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                vehicle_type: string;
                                brand: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                class: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                model: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                trim: string | null;
                                year: number;
                                condition: string;
                                transmission: string;
                                seat_type: string | null;
                                cylinders: number | null;
                                import_origin: string;
                                fuel_type: string;
                                mileage_km: number;
                                body_type: string;
                                color: string;
                                drive_type: string;
                                vehicle_status: string;
                                status: string;
                                price_currency: string;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string | null;
                                description_ar: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-auto": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Post an auto listing (agents and companies) */
        post: {
            parameters: {
                query?: never;
                header?: {
                    /** @description A key of the form submission (8–100 of A–Z a–z 0–9 - _): sent again, the listing is not created twice */
                    "idempotency-key"?: string;
                };
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name?: string;
                        name_ar?: string | null;
                        description?: string | null;
                        description_ar?: string | null;
                        /** @enum {unknown} */
                        vehicle_type?: "car" | "motorcycle" | "truck" | "bus";
                        brand_id: number;
                        class_id: number;
                        model_id: number;
                        trim?: string | null;
                        year: number;
                        /** @enum {unknown} */
                        condition: "new" | "used" | "certified_pre_owned";
                        /** @enum {unknown} */
                        transmission: "automatic" | "manual";
                        seat_type?: ("fabric" | "leather" | "semi_leather" | "velour") | (never | null);
                        cylinders?: number | null;
                        /** @enum {unknown} */
                        import_origin: "syria" | "gcc" | "usa" | "lebanon" | "turkey" | "others";
                        /** @enum {unknown} */
                        fuel_type: "petrol" | "diesel" | "hybrid" | "electric";
                        mileage_km: number;
                        /** @enum {unknown} */
                        body_type: "sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "van";
                        /** @enum {unknown} */
                        color: "white" | "black" | "silver" | "grey" | "red" | "blue" | "green" | "beige" | "brown" | "gold" | "orange" | "yellow";
                        /** @enum {unknown} */
                        drive_type: "fwd" | "rwd" | "awd";
                        /** @enum {unknown} */
                        price_currency?: "SYP" | "USD";
                        price_syp?: number | null;
                        price_usd?: number | null;
                        discount_percent?: number;
                        /** @enum {unknown} */
                        vehicle_status?: "available" | "sold";
                        /** @enum {unknown} */
                        status?: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden" | "inactive";
                        images?: number[];
                        video_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                            duplicate_of?: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                path: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change an auto listing, e.g. mark it sold (seller only; fields not sent stay as they are) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        name_ar?: string | null;
                        description?: string | null;
                        description_ar?: string | null;
                        /** @enum {unknown} */
                        vehicle_type?: "car" | "motorcycle" | "truck" | "bus";
                        brand_id?: number;
                        class_id?: number;
                        model_id?: number;
                        trim?: string | null;
                        year?: number;
                        /** @enum {unknown} */
                        condition?: "new" | "used" | "certified_pre_owned";
                        /** @enum {unknown} */
                        transmission?: "automatic" | "manual";
                        seat_type?: ("fabric" | "leather" | "semi_leather" | "velour") | (never | null);
                        cylinders?: number | null;
                        /** @enum {unknown} */
                        import_origin?: "syria" | "gcc" | "usa" | "lebanon" | "turkey" | "others";
                        /** @enum {unknown} */
                        fuel_type?: "petrol" | "diesel" | "hybrid" | "electric";
                        mileage_km?: number;
                        /** @enum {unknown} */
                        body_type?: "sedan" | "suv" | "hatchback" | "pickup" | "coupe" | "van";
                        /** @enum {unknown} */
                        color?: "white" | "black" | "silver" | "grey" | "red" | "blue" | "green" | "beige" | "brown" | "gold" | "orange" | "yellow";
                        /** @enum {unknown} */
                        drive_type?: "fwd" | "rwd" | "awd";
                        /** @enum {unknown} */
                        price_currency?: "SYP" | "USD";
                        price_syp?: number | null;
                        price_usd?: number | null;
                        discount_percent?: number;
                        /** @enum {unknown} */
                        vehicle_status?: "available" | "sold";
                        /** @enum {unknown} */
                        status?: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden" | "inactive";
                        images?: number[];
                        video_id?: number | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                400: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            errors?: {
                                [key: string]: string[];
                            };
                            duplicate_of?: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                path: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto-delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete an auto listing (seller only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        /** Delete an auto listing (seller only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/edit": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An auto listing as its edit form needs it (seller only) */
        get: {
            parameters: {
                query: {
                    id: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                vehicle_type: string;
                                brand: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                class: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                model: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                trim: string | null;
                                year: number;
                                condition: string;
                                transmission: string;
                                seat_type: string | null;
                                cylinders: number | null;
                                import_origin: string;
                                fuel_type: string;
                                mileage_km: number;
                                body_type: string;
                                color: string;
                                drive_type: string;
                                vehicle_status: string;
                                status: string;
                                price_currency: string;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string | null;
                                description_ar: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                                image_ids: number[];
                                video_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/edit/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An auto listing as its edit form needs it (seller only) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                name_ar: string | null;
                                vehicle_type: string;
                                brand: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                class: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                model: {
                                    id: number;
                                    name_en: string;
                                    name_ar: string;
                                };
                                trim: string | null;
                                year: number;
                                condition: string;
                                transmission: string;
                                seat_type: string | null;
                                cylinders: number | null;
                                import_origin: string;
                                fuel_type: string;
                                mileage_km: number;
                                body_type: string;
                                color: string;
                                drive_type: string;
                                vehicle_status: string;
                                status: string;
                                price_currency: string;
                                price_syp: number;
                                price_usd: number;
                                priced_in: ("SYP" | "USD") | (never | null);
                                discount_percent: number;
                                discounted_price_syp: number;
                                discounted_price_usd: number;
                                price: {
                                    currency: string;
                                    amount: number;
                                    discounted_amount: number;
                                };
                                primary_image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                } | null;
                                is_featured: boolean;
                                verified: boolean;
                                price_dropped: boolean;
                                fair_price: {
                                    label: "below" | "around" | "above";
                                    comparables: number;
                                    median_syp: number;
                                    basis: "neighborhood" | "city" | "model";
                                } | null;
                                views_count: number;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                description: string | null;
                                description_ar: string | null;
                                images: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                    width: number;
                                    thumb_width: number;
                                }[];
                                video: {
                                    id: number;
                                    url: string;
                                } | null;
                                owner: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    user_type: string;
                                    image: string | null;
                                    phone: string | null;
                                    whatsapp: string | null;
                                    email: string | null;
                                    company: {
                                        id: number;
                                        company_name: string;
                                        logo: string | null;
                                        phone: string | null;
                                    } | null;
                                    profile_path: string;
                                    verified: boolean;
                                };
                                contacts_count: number;
                                is_favourite: boolean;
                                contacted_channels: string[];
                                is_owner: boolean;
                                my_report: {
                                    reason: string;
                                    /** Format: date-time */
                                    created_at: string;
                                } | null;
                                price_history: {
                                    /** Format: date-time */
                                    changed_at: string;
                                    price_syp: number;
                                    price_usd: number;
                                }[];
                                image_ids: number[];
                                video_id: number | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/my-autos": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The signed-in seller's auto listings in every status, with views, contacts and saves (with `id`: that one, if it is theirs) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    vehicle_type: string;
                                    brand: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    class: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    model: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    trim: string | null;
                                    year: number;
                                    condition: string;
                                    transmission: string;
                                    seat_type: string | null;
                                    cylinders: number | null;
                                    import_origin: string;
                                    fuel_type: string;
                                    mileage_km: number;
                                    body_type: string;
                                    color: string;
                                    drive_type: string;
                                    vehicle_status: string;
                                    status: string;
                                    price_currency: string;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    contacts_count: number;
                                    favourites_count: number;
                                    quota_paused: boolean;
                                    /** Format: date-time */
                                    featured_until: string | null;
                                    /** Format: date-time */
                                    premium_until: string | null;
                                    /** Format: date-time */
                                    expires_at: string | null;
                                    hidden_reason: string | null;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/typical-price": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** What a car of this model and year usually costs, and the range a price is plausible in */
        get: {
            parameters: {
                query?: {
                    vehicle_type?: "car" | "motorcycle" | "truck" | "bus";
                    brand_id?: number;
                    model_id?: number;
                    year?: number;
                    id?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @description What such a listing typically costs, new SYP (a property: per m² × size) */
                                typical_syp: number;
                                /** @description A property's typical price per m², new SYP; null for a car */
                                per_sqm_syp: number | null;
                                /** @description Active listings the typical price is the median of */
                                comparables: number;
                                /**
                                 * @description What was compared: the neighbourhood or city (same type and size band), the type or side across the site; a car: its model (±2 model years), brand or vehicle type
                                 * @enum {unknown}
                                 */
                                basis: "neighborhood" | "city" | "property_type" | "listing_type" | "model" | "brand" | "vehicle_type";
                                /** @description 20 with enough close comparables, 100 otherwise */
                                factor: number;
                                /** @description Plausible from (typical ÷ factor), new SYP */
                                min_syp: number;
                                /** @description Plausible up to (typical × factor), new SYP */
                                max_syp: number;
                            } | null;
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/add-remove-wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save an auto, or unsave it when already saved */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        auto_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-wishlist": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Saved autos, most recently saved first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    vehicle_type: string;
                                    brand: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    class: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    model: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    trim: string | null;
                                    year: number;
                                    condition: string;
                                    transmission: string;
                                    seat_type: string | null;
                                    cylinders: number | null;
                                    import_origin: string;
                                    fuel_type: string;
                                    mileage_km: number;
                                    body_type: string;
                                    color: string;
                                    drive_type: string;
                                    vehicle_status: string;
                                    status: string;
                                    price_currency: string;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    is_favourite: boolean;
                                    /** Format: date-time */
                                    saved_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the member contacted an auto's seller by call, email or WhatsApp */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        channel: "call" | "email" | "whatsapp";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/auto/contacted": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Autos the member contacted, most recent first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    vehicle_type: string;
                                    brand: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    class: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    model: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    trim: string | null;
                                    year: number;
                                    condition: string;
                                    transmission: string;
                                    seat_type: string | null;
                                    cylinders: number | null;
                                    import_origin: string;
                                    fuel_type: string;
                                    mileage_km: number;
                                    body_type: string;
                                    color: string;
                                    drive_type: string;
                                    vehicle_status: string;
                                    status: string;
                                    price_currency: string;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    contacted_channels: string[];
                                    /** Format: date-time */
                                    last_contacted_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/save-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Save a property or auto search, with email alerts (daily unless chosen otherwise) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        name: string;
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        query: string;
                        /** @enum {unknown} */
                        alert?: "off" | "instant" | "daily";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                query: string;
                                /** @enum {unknown} */
                                alert: "off" | "instant" | "daily";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** Format: date-time */
                                last_alerted_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/already-save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether this search (kind and query string) is saved, and the saved search if so */
        get: {
            parameters: {
                query: {
                    kind: "property" | "auto";
                    query?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                saved: boolean;
                                search: {
                                    id: number;
                                    name: string;
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    query: string;
                                    /** @enum {unknown} */
                                    alert: "off" | "instant" | "daily";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    /** Format: date-time */
                                    last_alerted_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/update-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Rename a saved search, change its alerts or its criteria (own searches only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name?: string;
                        /** @enum {unknown} */
                        alert?: "off" | "instant" | "daily";
                        query?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                query: string;
                                /** @enum {unknown} */
                                alert: "off" | "instant" | "daily";
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                /** Format: date-time */
                                last_alerted_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/delete-search": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Delete a saved search (own searches only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/saved-searches": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's saved searches, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    query: string;
                                    /** @enum {unknown} */
                                    alert: "off" | "instant" | "daily";
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    /** Format: date-time */
                                    last_alerted_at: string | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/price-drop-alerts": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How the member hears of price drops of their saved listings */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                alert: "off" | "instant" | "daily";
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Choose instant, daily or no emails about price drops of saved listings */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        alert: "off" | "instant" | "daily";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                alert: "off" | "instant" | "daily";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The member's recent searches, newest first (one kind, or both) */
        get: {
            parameters: {
                query?: {
                    kind?: "property" | "auto";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    query: string;
                                    /** Format: date-time */
                                    searched_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Remember a search the member ran (an empty search is not remembered) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        query: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/search-history/clear": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Forget the member's recent searches (one kind, or both) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind?: "property" | "auto";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-statistics": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Views, contacts by channel and favourites of one of your listings, per day for the last 30 days (UTC) */
        get: {
            parameters: {
                query: {
                    kind: "property" | "auto";
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                listing: {
                                    id: number;
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    title: string;
                                    status: string;
                                };
                                days: {
                                    date: string;
                                    views: number;
                                    contacts: {
                                        call: number;
                                        email: number;
                                        whatsapp: number;
                                    };
                                    favourites: number;
                                }[];
                                totals: {
                                    views: number;
                                    contacts: {
                                        call: number;
                                        email: number;
                                        whatsapp: number;
                                    };
                                    favourites: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-statistics/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Your property and auto listings with their all-time views, contacts and current favourites, newest first */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    id: number;
                                    title: string;
                                    status: string;
                                    views: number;
                                    contacts: number;
                                    favourites: number;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-status": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change the status of one of your listings (draft → active ↔ paused, → sold | rented) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                        /** @enum {unknown} */
                        status: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden" | "inactive";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data?: {
                                kind: string;
                                id: number;
                                /** @enum {unknown} */
                                status: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden";
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/renew": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Renew one of your listings (expired → active with the quota check; active → a fresh end) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                status: string;
                                /** Format: date-time */
                                expires_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listings/renew-link": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The expiry reminder's one-click renewal: renews and redirects to My listings (?renewed=<kind>-<id>, or ?renew=failed) */
        get: {
            parameters: {
                query: {
                    token: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-profile": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's or a company's profile, with its rating and what the visitor may do */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                user_type: "Agent" | "Corporate";
                                name: string;
                                surname: string | null;
                                image: string | null;
                                about_me: string | null;
                                /** Format: date-time */
                                member_since: string;
                                verified: boolean;
                                channels: {
                                    call: boolean;
                                    email: boolean;
                                    whatsapp: boolean;
                                };
                                company: {
                                    id: number;
                                    name: string;
                                    logo: string | null;
                                    registration_number: string | null;
                                    address: string | null;
                                    website: string | null;
                                    owner_id: number;
                                } | null;
                                companies: {
                                    company_id: number;
                                    owner_id: number;
                                    name: string;
                                    logo: string | null;
                                }[];
                                agents: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    image: string | null;
                                    rating: {
                                        average: number;
                                        count: number;
                                    };
                                    verified: boolean;
                                }[];
                                plan_badge: {
                                    /** @enum {unknown} */
                                    tier: "premium" | "diamond";
                                    name_en: string;
                                    name_ar: string;
                                } | null;
                                listing_counts: {
                                    property: number;
                                    auto: number;
                                };
                                rating: {
                                    count: number;
                                    average: number;
                                    categories: {
                                        overall_experience: number;
                                        transparency: number;
                                        professionalism: number;
                                        responsiveness: number;
                                    };
                                    distribution: {
                                        1: number;
                                        2: number;
                                        3: number;
                                        4: number;
                                        5: number;
                                    };
                                };
                                review_permission: {
                                    allowed: boolean;
                                    reason: ("self" | "no_contact") | (never | null);
                                    contact: {
                                        /** @enum {unknown} */
                                        channel: "call" | "email" | "whatsapp";
                                        /** Format: date-time */
                                        at: string;
                                    } | null;
                                };
                                my_review: {
                                    id: number;
                                    agent_id: number;
                                    reviewer: {
                                        id: number;
                                        name: string;
                                        image: string | null;
                                    };
                                    ratings: {
                                        overall_experience: number;
                                        transparency: number;
                                        professionalism: number;
                                        responsiveness: number;
                                    };
                                    average: number;
                                    text: string | null;
                                    contact: {
                                        /** @enum {unknown} */
                                        channel: "call" | "email" | "whatsapp";
                                        /** Format: date-time */
                                        at: string;
                                    } | null;
                                    reply: {
                                        text: string;
                                        /** Format: date-time */
                                        at: string;
                                    } | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    is_mine: boolean;
                                    reported_by_me: boolean;
                                    hidden: boolean;
                                } | null;
                                reported_by_me: boolean;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-contact": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Record that the member contacted an agent from the profile; answers the link to open */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_id: number;
                        /** @enum {unknown} */
                        channel: "call" | "email" | "whatsapp";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                agent_id: number;
                                /** @enum {unknown} */
                                channel: "call" | "email" | "whatsapp";
                                link: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-user-profile-property-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's active property listings, newest first, priced in the asked currency */
        get: {
            parameters: {
                query: {
                    user_id: number;
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    listing_type: string;
                                    rent_period: string | null;
                                    property_type: string;
                                    category: string;
                                    status: string;
                                    governorate: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    city: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    sub_neighborhood: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    } | null;
                                    bedrooms: number;
                                    bathrooms: number;
                                    size_sqm: number;
                                    furnished: string;
                                    floor_level: number | null;
                                    amenities: string[];
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    latitude: number;
                                    longitude: number;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    is_favourite: boolean;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/get-user-profile-auto-listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's active auto listings, newest first, priced in the asked currency */
        get: {
            parameters: {
                query: {
                    user_id: number;
                    page?: number;
                    per_page?: number;
                    currency?: "SYP" | "USD";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    vehicle_type: string;
                                    brand: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    class: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    model: {
                                        id: number;
                                        name_en: string;
                                        name_ar: string;
                                    };
                                    trim: string | null;
                                    year: number;
                                    condition: string;
                                    transmission: string;
                                    seat_type: string | null;
                                    cylinders: number | null;
                                    import_origin: string;
                                    fuel_type: string;
                                    mileage_km: number;
                                    body_type: string;
                                    color: string;
                                    drive_type: string;
                                    vehicle_status: string;
                                    status: string;
                                    price_currency: string;
                                    price_syp: number;
                                    price_usd: number;
                                    priced_in: ("SYP" | "USD") | (never | null);
                                    discount_percent: number;
                                    discounted_price_syp: number;
                                    discounted_price_usd: number;
                                    price: {
                                        currency: string;
                                        amount: number;
                                        discounted_amount: number;
                                    };
                                    primary_image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                        width: number;
                                        thumb_width: number;
                                    } | null;
                                    is_featured: boolean;
                                    verified: boolean;
                                    price_dropped: boolean;
                                    fair_price: {
                                        label: "below" | "around" | "above";
                                        comparables: number;
                                        median_syp: number;
                                        basis: "neighborhood" | "city" | "model";
                                    } | null;
                                    views_count: number;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    is_favourite: boolean;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-review-listing": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** An agent's reviews (newest, highest or lowest first) with the rating summary */
        get: {
            parameters: {
                query: {
                    agent_id: number;
                    page?: number;
                    per_page?: number;
                    sort?: "newest" | "highest" | "lowest";
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                items: {
                                    id: number;
                                    agent_id: number;
                                    reviewer: {
                                        id: number;
                                        name: string;
                                        image: string | null;
                                    };
                                    ratings: {
                                        overall_experience: number;
                                        transparency: number;
                                        professionalism: number;
                                        responsiveness: number;
                                    };
                                    average: number;
                                    text: string | null;
                                    contact: {
                                        /** @enum {unknown} */
                                        channel: "call" | "email" | "whatsapp";
                                        /** Format: date-time */
                                        at: string;
                                    } | null;
                                    reply: {
                                        text: string;
                                        /** Format: date-time */
                                        at: string;
                                    } | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    updated_at: string;
                                    is_mine: boolean;
                                    reported_by_me: boolean;
                                    hidden: boolean;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                                summary: {
                                    count: number;
                                    average: number;
                                    categories: {
                                        overall_experience: number;
                                        transparency: number;
                                        professionalism: number;
                                        responsiveness: number;
                                    };
                                    distribution: {
                                        1: number;
                                        2: number;
                                        3: number;
                                        4: number;
                                        5: number;
                                    };
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Review an agent (after contacting them), or edit your review of them */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_id: number;
                        overall_experience: number;
                        transparency: number;
                        professionalism: number;
                        responsiveness: number;
                        text?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                agent_id: number;
                                reviewer: {
                                    id: number;
                                    name: string;
                                    image: string | null;
                                };
                                ratings: {
                                    overall_experience: number;
                                    transparency: number;
                                    professionalism: number;
                                    responsiveness: number;
                                };
                                average: number;
                                text: string | null;
                                contact: {
                                    /** @enum {unknown} */
                                    channel: "call" | "email" | "whatsapp";
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                is_mine: boolean;
                                reported_by_me: boolean;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-review/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Delete your review */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-review/reply": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reply publicly to a review of you (once; sending again edits the reply) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        review_id: number;
                        text: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                agent_id: number;
                                reviewer: {
                                    id: number;
                                    name: string;
                                    image: string | null;
                                };
                                ratings: {
                                    overall_experience: number;
                                    transparency: number;
                                    professionalism: number;
                                    responsiveness: number;
                                };
                                average: number;
                                text: string | null;
                                contact: {
                                    /** @enum {unknown} */
                                    channel: "call" | "email" | "whatsapp";
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                is_mine: boolean;
                                reported_by_me: boolean;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-review/reply/{review_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Remove your reply to a review of you */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    review_id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                agent_id: number;
                                reviewer: {
                                    id: number;
                                    name: string;
                                    image: string | null;
                                };
                                ratings: {
                                    overall_experience: number;
                                    transparency: number;
                                    professionalism: number;
                                    responsiveness: number;
                                };
                                average: number;
                                text: string | null;
                                contact: {
                                    /** @enum {unknown} */
                                    channel: "call" | "email" | "whatsapp";
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                reply: {
                                    text: string;
                                    /** Format: date-time */
                                    at: string;
                                } | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                updated_at: string;
                                is_mine: boolean;
                                reported_by_me: boolean;
                                hidden: boolean;
                            };
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-review": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a review (once); enough reports hide it until a moderator decides */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        review_id: number;
                        /** @enum {unknown} */
                        reason: "spam" | "offensive" | "fake" | "conflict_of_interest" | "other";
                        text?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                review_id: number;
                                reported_by_me: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-review/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw your report of a review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        review_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                review_id: number;
                                reported_by_me: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report an agent or a company (once) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_id: number;
                        /** @enum {unknown} */
                        reason: "spam" | "offensive" | "fake" | "conflict_of_interest" | "other";
                        text?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                agent_id: number;
                                reported_by_me: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/report-agent/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw your report of an agent or a company */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                agent_id: number;
                                reported_by_me: boolean;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-agent": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The company's agents (with active listings and ratings) and pending invitations */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                company: {
                                    id: number;
                                    name: string;
                                    logo: string | null;
                                    owner_id: number;
                                } | null;
                                agents: {
                                    /** @description the association */
                                    id: number;
                                    agent: {
                                        id: number;
                                        name: string;
                                        surname: string | null;
                                        image: string | null;
                                        email: string;
                                    };
                                    listing_counts: {
                                        property: number;
                                        auto: number;
                                    };
                                    rating: {
                                        average: number;
                                        count: number;
                                    };
                                    /** Format: date-time */
                                    since: string;
                                }[];
                                pending: {
                                    id: number;
                                    email: string;
                                    /** Format: date-time */
                                    invited_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Invite an agent to the company by email (Corporate accounts) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** Format: email */
                        email: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                email: string;
                                /** Format: date-time */
                                invited_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/company-agent/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** End an association or cancel a pending invitation (the company only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-companies": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The agent's companies and the invitations waiting for an answer (Agent accounts) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                companies: {
                                    /** @description the association */
                                    id: number;
                                    company: {
                                        id: number;
                                        name: string;
                                        logo: string | null;
                                        owner_id: number;
                                    };
                                    /** Format: date-time */
                                    since: string;
                                }[];
                                invitations: {
                                    /** @description the association */
                                    id: number;
                                    company: {
                                        id: number;
                                        name: string;
                                        logo: string | null;
                                        owner_id: number;
                                    };
                                    /** Format: date-time */
                                    invited_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-companies/{id}/accept": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Accept an invitation (the invited agent only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-companies/{id}/decline": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decline an invitation (the invited agent only) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/agent-companies/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        post?: never;
        /** Leave a company (the agent only) */
        delete: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/store-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Ask to pay for a plan or a per-ad option: the server prices it and answers what to do next */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        purpose: "subscription" | "premium_listing" | "featured_listing";
                        plan_id?: number;
                        /** @enum {unknown} */
                        billing?: "monthly" | "annual";
                        /** @enum {unknown} */
                        kind?: "property" | "auto";
                        listing_id?: number;
                        /** @enum {unknown} */
                        method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                        /** @enum {unknown} */
                        currency: "SYP" | "USD";
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                payment: {
                                    id: number;
                                    /** @enum {unknown} */
                                    purpose: "subscription" | "premium_listing" | "featured_listing";
                                    plan_id: number | null;
                                    plan_name_en: string | null;
                                    plan_name_ar: string | null;
                                    billing: ("monthly" | "annual") | (never | null);
                                    listing_kind: ("property" | "auto") | (never | null);
                                    listing_id: number | null;
                                    listing_name: string | null;
                                    listing_name_ar: string | null;
                                    /** @enum {unknown} */
                                    currency: "SYP" | "USD";
                                    amount: number;
                                    credit: number;
                                    /** @enum {unknown} */
                                    method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                    /** @enum {unknown} */
                                    status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                    reference: string | null;
                                    has_receipt: boolean;
                                    reject_reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    decided_at: string | null;
                                };
                                next: {
                                    /** @enum {string} */
                                    type: "manual";
                                    reference_code: string;
                                    instructions_en: string;
                                    instructions_ar: string;
                                } | {
                                    /** @enum {string} */
                                    type: "redirect";
                                    url: string;
                                } | {
                                    /** @enum {string} */
                                    type: "confirmed";
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/confirm-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send the proof of a manual payment (multipart: payment_id, reference, receipt — JPEG, PNG, WebP or PDF, at most 5 MB) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                purpose: "subscription" | "premium_listing" | "featured_listing";
                                plan_id: number | null;
                                plan_name_en: string | null;
                                plan_name_ar: string | null;
                                billing: ("monthly" | "annual") | (never | null);
                                listing_kind: ("property" | "auto") | (never | null);
                                listing_id: number | null;
                                listing_name: string | null;
                                listing_name_ar: string | null;
                                /** @enum {unknown} */
                                currency: "SYP" | "USD";
                                amount: number;
                                credit: number;
                                /** @enum {unknown} */
                                method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                /** @enum {unknown} */
                                status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                reference: string | null;
                                has_receipt: boolean;
                                reject_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/cancel-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back a manual payment whose proof was not sent yet (again: the same answer, nothing changes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                purpose: "subscription" | "premium_listing" | "featured_listing";
                                plan_id: number | null;
                                plan_name_en: string | null;
                                plan_name_ar: string | null;
                                billing: ("monthly" | "annual") | (never | null);
                                listing_kind: ("property" | "auto") | (never | null);
                                listing_id: number | null;
                                listing_name: string | null;
                                listing_name_ar: string | null;
                                /** @enum {unknown} */
                                currency: "SYP" | "USD";
                                amount: number;
                                credit: number;
                                /** @enum {unknown} */
                                method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                /** @enum {unknown} */
                                status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                reference: string | null;
                                has_receipt: boolean;
                                reject_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A payment, with what its receipt prints (its owner or an admin) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                purpose: "subscription" | "premium_listing" | "featured_listing";
                                plan_id: number | null;
                                plan_name_en: string | null;
                                plan_name_ar: string | null;
                                billing: ("monthly" | "annual") | (never | null);
                                listing_kind: ("property" | "auto") | (never | null);
                                listing_id: number | null;
                                listing_name: string | null;
                                listing_name_ar: string | null;
                                /** @enum {unknown} */
                                currency: "SYP" | "USD";
                                amount: number;
                                credit: number;
                                /** @enum {unknown} */
                                method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                /** @enum {unknown} */
                                status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                reference: string | null;
                                has_receipt: boolean;
                                reject_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                                receipt_number: string;
                                member: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    company: string | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payment-receipt": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The receipt a member uploaded for a manual payment (its owner or an admin) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Payments, newest first, optionally in one status, with the member (admins) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    id: number;
                                    /** @enum {unknown} */
                                    purpose: "subscription" | "premium_listing" | "featured_listing";
                                    plan_id: number | null;
                                    plan_name_en: string | null;
                                    plan_name_ar: string | null;
                                    billing: ("monthly" | "annual") | (never | null);
                                    listing_kind: ("property" | "auto") | (never | null);
                                    listing_id: number | null;
                                    listing_name: string | null;
                                    listing_name_ar: string | null;
                                    /** @enum {unknown} */
                                    currency: "SYP" | "USD";
                                    amount: number;
                                    credit: number;
                                    /** @enum {unknown} */
                                    method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                    /** @enum {unknown} */
                                    status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                    reference: string | null;
                                    has_receipt: boolean;
                                    reject_reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    decided_at: string | null;
                                    member: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/confirm": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Confirm a manual payment and give the member what it bought (again: the same answer, nothing changes) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                purpose: "subscription" | "premium_listing" | "featured_listing";
                                plan_id: number | null;
                                plan_name_en: string | null;
                                plan_name_ar: string | null;
                                billing: ("monthly" | "annual") | (never | null);
                                listing_kind: ("property" | "auto") | (never | null);
                                listing_id: number | null;
                                listing_name: string | null;
                                listing_name_ar: string | null;
                                /** @enum {unknown} */
                                currency: "SYP" | "USD";
                                amount: number;
                                credit: number;
                                /** @enum {unknown} */
                                method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                /** @enum {unknown} */
                                status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                reference: string | null;
                                has_receipt: boolean;
                                reject_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/payments/reject": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Reject a manual payment with the reason the member is emailed */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                purpose: "subscription" | "premium_listing" | "featured_listing";
                                plan_id: number | null;
                                plan_name_en: string | null;
                                plan_name_ar: string | null;
                                billing: ("monthly" | "annual") | (never | null);
                                listing_kind: ("property" | "auto") | (never | null);
                                listing_id: number | null;
                                listing_name: string | null;
                                listing_name_ar: string | null;
                                /** @enum {unknown} */
                                currency: "SYP" | "USD";
                                amount: number;
                                credit: number;
                                /** @enum {unknown} */
                                method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                /** @enum {unknown} */
                                status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                reference: string | null;
                                has_receipt: boolean;
                                reject_reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/payments/hosted-checkout/webhook": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** The card provider's signed payment events (X-Souq-Signature: t=…,v1=HMAC-SHA256) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plans offered to the member, the per-ad options, the plan in force and any open payment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                audience: "Agent" | "Corporate" | "Individual";
                                can_subscribe: boolean;
                                plans: {
                                    id: number;
                                    code: string;
                                    /** @enum {unknown} */
                                    tier: "basic" | "premium" | "diamond" | "partner";
                                    name_en: string;
                                    name_ar: string;
                                    listing_quota: number | null;
                                    monthly: {
                                        syp: number;
                                        usd: number;
                                    };
                                    annual: {
                                        syp: number;
                                        usd: number;
                                    };
                                    featured_credits: number;
                                    profile_badge: boolean;
                                    trial_days: number;
                                    is_free: boolean;
                                }[];
                                options: {
                                    /** @enum {unknown} */
                                    code: "premium_listing" | "featured_listing";
                                    name_en: string;
                                    name_ar: string;
                                    days: number;
                                    price: {
                                        syp: number;
                                        usd: number;
                                    };
                                }[];
                                current: {
                                    plan_id: number;
                                    code: string;
                                    name_en: string;
                                    name_ar: string;
                                    listing_quota: number | null;
                                    active_listings: number;
                                    quota_paused_listings: number;
                                    subscription_id: number | null;
                                    billing: ("monthly" | "annual" | "trial") | (never | null);
                                    /** Format: date-time */
                                    expires_at: string | null;
                                } | null;
                                trial_available: boolean;
                                pending_payment: {
                                    id: number;
                                    /** @enum {unknown} */
                                    purpose: "subscription" | "premium_listing" | "featured_listing";
                                    plan_id: number | null;
                                    plan_name_en: string | null;
                                    plan_name_ar: string | null;
                                    billing: ("monthly" | "annual") | (never | null);
                                    listing_kind: ("property" | "auto") | (never | null);
                                    listing_id: number | null;
                                    listing_name: string | null;
                                    listing_name_ar: string | null;
                                    /** @enum {unknown} */
                                    currency: "SYP" | "USD";
                                    amount: number;
                                    credit: number;
                                    /** @enum {unknown} */
                                    method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                    /** @enum {unknown} */
                                    status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                    reference: string | null;
                                    has_receipt: boolean;
                                    reject_reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    decided_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-detail": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The plan in force, its quota used, and any open payment */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                current: {
                                    plan_id: number;
                                    code: string;
                                    name_en: string;
                                    name_ar: string;
                                    listing_quota: number | null;
                                    active_listings: number;
                                    quota_paused_listings: number;
                                    subscription_id: number | null;
                                    billing: ("monthly" | "annual" | "trial") | (never | null);
                                    /** Format: date-time */
                                    expires_at: string | null;
                                } | null;
                                pending_payment: {
                                    id: number;
                                    /** @enum {unknown} */
                                    purpose: "subscription" | "premium_listing" | "featured_listing";
                                    plan_id: number | null;
                                    plan_name_en: string | null;
                                    plan_name_ar: string | null;
                                    billing: ("monthly" | "annual") | (never | null);
                                    listing_kind: ("property" | "auto") | (never | null);
                                    listing_id: number | null;
                                    listing_name: string | null;
                                    listing_name_ar: string | null;
                                    /** @enum {unknown} */
                                    currency: "SYP" | "USD";
                                    amount: number;
                                    credit: number;
                                    /** @enum {unknown} */
                                    method: "bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout";
                                    /** @enum {unknown} */
                                    status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "failed" | "cancelled";
                                    reference: string | null;
                                    has_receipt: boolean;
                                    reject_reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    decided_at: string | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/subscription-history": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every subscription record of the member, and payments for a plan that started none, newest first */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    id: number;
                                    plan_name_en: string;
                                    plan_name_ar: string;
                                    listing_name: string | null;
                                    listing_name_ar: string | null;
                                    duration: ("monthly" | "annual" | "trial") | "days";
                                    days: number | null;
                                    payment_method: ("bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout") | (never | null);
                                    /** Format: date-time */
                                    starts_at: string | null;
                                    /** Format: date-time */
                                    expires_at: string | null;
                                    /** Format: date-time */
                                    subscribed_at: string;
                                    /** @enum {unknown} */
                                    payment_status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "cancelled" | "free";
                                    plan_status: ("Active" | "Expired") | (never | null);
                                    payment_id: number | null;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/start-trial": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Start the free trial of a paid plan (once per account, not while a paid plan runs) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        plan_id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                subscription: {
                                    id: number;
                                    plan_name_en: string;
                                    plan_name_ar: string;
                                    listing_name: string | null;
                                    listing_name_ar: string | null;
                                    duration: ("monthly" | "annual" | "trial") | "days";
                                    days: number | null;
                                    payment_method: ("bank_transfer" | "cash_office" | "mobile_wallet" | "hosted_checkout") | (never | null);
                                    /** Format: date-time */
                                    starts_at: string | null;
                                    /** Format: date-time */
                                    expires_at: string | null;
                                    /** Format: date-time */
                                    subscribed_at: string;
                                    /** @enum {unknown} */
                                    payment_status: "pending" | "awaiting_confirmation" | "confirmed" | "rejected" | "cancelled" | "free";
                                    plan_status: ("Active" | "Expired") | (never | null);
                                    payment_id: number | null;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every plan of the catalogue, unlisted ones included (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                plans: {
                                    id: number;
                                    code: string;
                                    /** @enum {unknown} */
                                    audience: "Agent" | "Corporate" | "any";
                                    /** @enum {unknown} */
                                    tier: "basic" | "premium" | "diamond" | "partner";
                                    name_en: string;
                                    name_ar: string;
                                    listing_quota: number | null;
                                    monthly_syp: number;
                                    monthly_usd: number;
                                    annual_syp: number;
                                    annual_usd: number;
                                    featured_credits: number;
                                    profile_badge: boolean;
                                    trial_days: number;
                                    launch_trial_days: number;
                                    public: boolean;
                                    sort_order: number;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/plans/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a plan (fields not sent stay as they are; admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        name_en?: string;
                        name_ar?: string;
                        listing_quota?: number | null;
                        monthly_syp?: number;
                        monthly_usd?: number;
                        annual_syp?: number;
                        annual_usd?: number;
                        featured_credits?: number;
                        profile_badge?: boolean;
                        trial_days?: number;
                        launch_trial_days?: number;
                        public?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                plan: {
                                    id: number;
                                    code: string;
                                    /** @enum {unknown} */
                                    audience: "Agent" | "Corporate" | "any";
                                    /** @enum {unknown} */
                                    tier: "basic" | "premium" | "diamond" | "partner";
                                    name_en: string;
                                    name_ar: string;
                                    listing_quota: number | null;
                                    monthly_syp: number;
                                    monthly_usd: number;
                                    annual_syp: number;
                                    annual_usd: number;
                                    featured_credits: number;
                                    profile_badge: boolean;
                                    trial_days: number;
                                    launch_trial_days: number;
                                    public: boolean;
                                    sort_order: number;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listing-options": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The per-ad options (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                options: {
                                    id: number;
                                    /** @enum {unknown} */
                                    code: "premium_listing" | "featured_listing";
                                    name_en: string;
                                    name_ar: string;
                                    price_syp: number;
                                    price_usd: number;
                                    days: number;
                                    /** Format: date-time */
                                    updated_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listing-options/update": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Change a per-ad option (fields not sent stay as they are; admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        code: "premium_listing" | "featured_listing";
                        name_en?: string;
                        name_ar?: string;
                        price_syp?: number;
                        price_usd?: number;
                        days?: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                option: {
                                    id: number;
                                    /** @enum {unknown} */
                                    code: "premium_listing" | "featured_listing";
                                    name_en: string;
                                    name_ar: string;
                                    price_syp: number;
                                    price_usd: number;
                                    days: number;
                                    /** Format: date-time */
                                    updated_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/exchange-rate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The current rate (new SYP per USD), its date and source, and the redenomination of the pound */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                syp_per_usd: number;
                                effective_date: string;
                                source: string;
                                is_default: boolean;
                                redenomination: {
                                    date: string;
                                    factor: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/exchange-rates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Every rate set, latest first (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                rates: {
                                    id: number;
                                    syp_per_usd: number;
                                    effective_date: string;
                                    source: string;
                                    set_by: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        /** Set the rate (admins); a jump of more than 10× needs confirm: true */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        rate: number | string;
                        source: string;
                        effective_date?: string;
                        confirm?: boolean;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                rate: {
                                    id: number;
                                    syp_per_usd: number;
                                    effective_date: string;
                                    source: string;
                                    set_by: {
                                        id: number;
                                        name: string;
                                    } | null;
                                    /** Format: date-time */
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/dashboard": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** How many items wait in each queue: reported listings, reviews and agents, payments, verification requests, duplicates (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                listing_reports: number;
                                review_reports: number;
                                agent_reports: number;
                                payments: number;
                                verification: number;
                                duplicates: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Members, newest first: search by name, email or phone; filter by type and suspension (admins) */
        get: {
            parameters: {
                query?: {
                    q?: string;
                    user_type?: "Individual" | "Agent" | "Corporate" | "Admin";
                    suspended?: boolean;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    email: string;
                                    phone: string | null;
                                    /** @enum {unknown} */
                                    user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                    /** @enum {unknown} */
                                    language: "ar" | "en";
                                    /** Format: date-time */
                                    created_at: string;
                                    verified: boolean;
                                    /** Format: date-time */
                                    suspended_at: string | null;
                                    suspended_reason: string | null;
                                    listings_count: number;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/{id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A member: their latest listings, open reports against them and payments (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    id: number;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                member: {
                                    id: number;
                                    name: string;
                                    surname: string | null;
                                    email: string;
                                    phone: string | null;
                                    /** @enum {unknown} */
                                    user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                    /** @enum {unknown} */
                                    language: "ar" | "en";
                                    /** Format: date-time */
                                    created_at: string;
                                    verified: boolean;
                                    /** Format: date-time */
                                    suspended_at: string | null;
                                    suspended_reason: string | null;
                                    listings_count: number;
                                    company_name: string | null;
                                };
                                listings: {
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    status: string;
                                    hidden_reason: string | null;
                                    verified: boolean;
                                    image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                    } | null;
                                    path: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                reports_against: number;
                                payments_count: number;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/suspend": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Suspend a member with the reason they are emailed: listings hidden, signed out everywhere, sign-in refused (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                surname: string | null;
                                email: string;
                                phone: string | null;
                                /** @enum {unknown} */
                                user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                /** @enum {unknown} */
                                language: "ar" | "en";
                                /** Format: date-time */
                                created_at: string;
                                verified: boolean;
                                /** Format: date-time */
                                suspended_at: string | null;
                                suspended_reason: string | null;
                                listings_count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/members/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Lift a suspension: the listings it hid come back as they were (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                name: string;
                                surname: string | null;
                                email: string;
                                phone: string | null;
                                /** @enum {unknown} */
                                user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                /** @enum {unknown} */
                                language: "ar" | "en";
                                /** Format: date-time */
                                created_at: string;
                                verified: boolean;
                                /** Format: date-time */
                                suspended_at: string | null;
                                suspended_reason: string | null;
                                listings_count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Any listing in any status, newest first: by kind, name or number, status, owner (admins) */
        get: {
            parameters: {
                query?: {
                    kind?: "property" | "auto";
                    q?: string;
                    status?: "draft" | "active" | "paused" | "expired" | "sold" | "rented" | "hidden";
                    owner_id?: number;
                    id?: number;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    status: string;
                                    hidden_reason: string | null;
                                    verified: boolean;
                                    image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                    } | null;
                                    path: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    created_at: string;
                                    reports_open: number;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/hide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a listing with the reason its owner is emailed; its open reports are decided (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                name: string;
                                name_ar: string | null;
                                status: string;
                                hidden_reason: string | null;
                                verified: boolean;
                                image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                } | null;
                                path: string;
                                owner: {
                                    id: number;
                                    name: string;
                                    email: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                reports_open: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listings/restore": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Restore a hidden listing to the status it had, with the reason its owner is emailed; its open reports are decided (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                        reason: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                name: string;
                                name_ar: string | null;
                                status: string;
                                hidden_reason: string | null;
                                verified: boolean;
                                image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                } | null;
                                path: string;
                                owner: {
                                    id: number;
                                    name: string;
                                    email: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                                reports_open: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Reviews with undecided reports, the most reported first, with the reports and reporters (admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    review: {
                                        id: number;
                                        agent: {
                                            id: number;
                                            name: string;
                                        };
                                        reviewer: {
                                            id: number;
                                            name: string;
                                        };
                                        text: string | null;
                                        overall_experience: number;
                                        /** Format: date-time */
                                        hidden_at: string | null;
                                        hidden_reason: string | null;
                                        /** Format: date-time */
                                        created_at: string;
                                    };
                                    reports: {
                                        reason: string;
                                        text: string | null;
                                        /** Format: date-time */
                                        created_at: string;
                                        reporter: {
                                            id: number;
                                            name: string;
                                        };
                                    }[];
                                    reports_count: number;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/review-reports/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a reported review (with the reason its writer is emailed) or dismiss its reports (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        review_id: number;
                        /** @enum {unknown} */
                        decision: "hide" | "dismiss";
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                review: {
                                    id: number;
                                    agent: {
                                        id: number;
                                        name: string;
                                    };
                                    reviewer: {
                                        id: number;
                                        name: string;
                                    };
                                    text: string | null;
                                    overall_experience: number;
                                    /** Format: date-time */
                                    hidden_at: string | null;
                                    hidden_reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                };
                                reports: {
                                    reason: string;
                                    text: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    reporter: {
                                        id: number;
                                        name: string;
                                    };
                                }[];
                                reports_count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agent-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Agents and companies with undecided reports, the most reported first, with the reports and reporters (admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    agent: {
                                        id: number;
                                        name: string;
                                        email: string;
                                        /** @enum {unknown} */
                                        user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                        /** Format: date-time */
                                        suspended_at: string | null;
                                    };
                                    reports: {
                                        reason: string;
                                        text: string | null;
                                        /** Format: date-time */
                                        created_at: string;
                                        reporter: {
                                            id: number;
                                            name: string;
                                        };
                                    }[];
                                    reports_count: number;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/agent-reports/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Dismiss an agent's reports, or suspend the agent with the reason they are emailed (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        agent_id: number;
                        /** @enum {unknown} */
                        decision: "dismiss" | "suspend";
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                agent: {
                                    id: number;
                                    name: string;
                                    email: string;
                                    /** @enum {unknown} */
                                    user_type: "Individual" | "Agent" | "Corporate" | "Admin";
                                    /** Format: date-time */
                                    suspended_at: string | null;
                                };
                                reports: {
                                    reason: string;
                                    text: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    reporter: {
                                        id: number;
                                        name: string;
                                    };
                                }[];
                                reports_count: number;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/audit-log": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Admins' actions, newest first: by action (or its area, e.g. 'member'), subject, admin and dates (admins) */
        get: {
            parameters: {
                query?: {
                    action?: string;
                    subject_kind?: string;
                    subject_id?: string;
                    admin_id?: number;
                    from?: string;
                    to?: string;
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    id: number;
                                    admin: {
                                        id: number;
                                        name: string;
                                    };
                                    action: string;
                                    subject_kind: string;
                                    subject_id: string;
                                    reason: string | null;
                                    before: {
                                        [key: string]: unknown;
                                    } | null;
                                    after: {
                                        [key: string]: unknown;
                                    } | null;
                                    /** Format: date-time */
                                    created_at: string;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Report a listing (once); enough reports hide it until a moderator decides */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                        /** @enum {unknown} */
                        reason: "fake" | "sold" | "wrong_price" | "wrong_place" | "offensive" | "duplicate" | "other";
                        text?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                reason: string;
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/listing-reports/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Withdraw your report of a listing (while no moderator has decided on it) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            /** @enum {object|null} */
                            data: never | null;
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listing-reports": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listings with reports no moderator has decided on, most reported first (admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    listing: {
                                        /** @enum {unknown} */
                                        kind: "property" | "auto";
                                        id: number;
                                        name: string;
                                        name_ar: string | null;
                                        status: string;
                                        hidden_reason: string | null;
                                        verified: boolean;
                                        image: {
                                            id: number;
                                            url: string;
                                            thumb_url: string;
                                        } | null;
                                        path: string;
                                        owner: {
                                            id: number;
                                            name: string;
                                            email: string;
                                        };
                                        /** Format: date-time */
                                        created_at: string;
                                    };
                                    reports: {
                                        reason: string;
                                        text: string | null;
                                        /** Format: date-time */
                                        created_at: string;
                                        reporter: {
                                            id: number;
                                            name: string;
                                        };
                                    }[];
                                    reports_count: number;
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/listing-reports/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Decide on a listing's open reports: hide it, restore it, or dismiss them (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        /** @enum {unknown} */
                        kind: "property" | "auto";
                        id: number;
                        /** @enum {unknown} */
                        decision: "hide" | "restore" | "dismiss";
                        reason?: string | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                /** @enum {unknown} */
                                kind: "property" | "auto";
                                id: number;
                                name: string;
                                name_ar: string | null;
                                status: string;
                                hidden_reason: string | null;
                                verified: boolean;
                                image: {
                                    id: number;
                                    url: string;
                                    thumb_url: string;
                                } | null;
                                path: string;
                                owner: {
                                    id: number;
                                    name: string;
                                    email: string;
                                };
                                /** Format: date-time */
                                created_at: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Send a document for the Verified badge (multipart: subject_kind property|auto|agent, subject_id, document_type, file — JPEG, PNG, WebP or PDF, at most 10 MB)
         * @description document_type: for a listing green_tabu, court_ruling, notarised_poa, other; for an agent or company (subject_id = their own id) licence, registration, other.
         */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                subject_kind: "property" | "auto" | "agent";
                                subject_id: number;
                                /** @enum {unknown} */
                                document_type: "green_tabu" | "court_ruling" | "notarised_poa" | "other" | "licence" | "registration";
                                document_name: string | null;
                                /** @enum {unknown} */
                                status: "pending" | "approved" | "rejected" | "withdrawn" | "lapsed";
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                                document_url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-requests/mine": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Whether my listing or my account is verified, and my latest request for it */
        get: {
            parameters: {
                query: {
                    subject_kind: "property" | "auto" | "agent";
                    subject_id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                verified: boolean;
                                request: {
                                    id: number;
                                    /** @enum {unknown} */
                                    subject_kind: "property" | "auto" | "agent";
                                    subject_id: number;
                                    /** @enum {unknown} */
                                    document_type: "green_tabu" | "court_ruling" | "notarised_poa" | "other" | "licence" | "registration";
                                    document_name: string | null;
                                    /** @enum {unknown} */
                                    status: "pending" | "approved" | "rejected" | "withdrawn" | "lapsed";
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    decided_at: string | null;
                                    document_url: string;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-requests/withdraw": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Take back my request while it waits for review */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                subject_kind: "property" | "auto" | "agent";
                                subject_id: number;
                                /** @enum {unknown} */
                                document_type: "green_tabu" | "court_ruling" | "notarised_poa" | "other" | "licence" | "registration";
                                document_name: string | null;
                                /** @enum {unknown} */
                                status: "pending" | "approved" | "rejected" | "withdrawn" | "lapsed";
                                reason: string | null;
                                /** Format: date-time */
                                created_at: string;
                                /** Format: date-time */
                                decided_at: string | null;
                                document_url: string;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/verification-document": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The document of a verification request (its owner or an admin) */
        get: {
            parameters: {
                query: {
                    id: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification-requests": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Verification requests, oldest first (pending unless another status is asked for), with what each is for (admins) */
        get: {
            parameters: {
                query?: {
                    status?: "pending" | "approved" | "rejected" | "withdrawn" | "lapsed";
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    request: {
                                        id: number;
                                        /** @enum {unknown} */
                                        subject_kind: "property" | "auto" | "agent";
                                        subject_id: number;
                                        /** @enum {unknown} */
                                        document_type: "green_tabu" | "court_ruling" | "notarised_poa" | "other" | "licence" | "registration";
                                        document_name: string | null;
                                        /** @enum {unknown} */
                                        status: "pending" | "approved" | "rejected" | "withdrawn" | "lapsed";
                                        reason: string | null;
                                        /** Format: date-time */
                                        created_at: string;
                                        /** Format: date-time */
                                        decided_at: string | null;
                                        document_url: string;
                                    };
                                    subject: {
                                        /** @enum {unknown} */
                                        kind: "property" | "auto" | "agent";
                                        id: number;
                                        name: string;
                                        path: string;
                                        owner: {
                                            id: number;
                                            name: string;
                                            email: string;
                                        };
                                    };
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/verification-requests/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Approve a document (the Verified badge) or reject it with the reason the member is emailed (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        decision: "approve" | "reject";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                request: {
                                    id: number;
                                    /** @enum {unknown} */
                                    subject_kind: "property" | "auto" | "agent";
                                    subject_id: number;
                                    /** @enum {unknown} */
                                    document_type: "green_tabu" | "court_ruling" | "notarised_poa" | "other" | "licence" | "registration";
                                    document_name: string | null;
                                    /** @enum {unknown} */
                                    status: "pending" | "approved" | "rejected" | "withdrawn" | "lapsed";
                                    reason: string | null;
                                    /** Format: date-time */
                                    created_at: string;
                                    /** Format: date-time */
                                    decided_at: string | null;
                                    document_url: string;
                                };
                                subject: {
                                    /** @enum {unknown} */
                                    kind: "property" | "auto" | "agent";
                                    id: number;
                                    name: string;
                                    path: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/duplicates": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Listings flagged as repeating another member's listing, oldest first (admins) */
        get: {
            parameters: {
                query?: {
                    page?: number;
                    per_page?: number;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                data: {
                                    id: number;
                                    /** @enum {unknown} */
                                    basis: "photos" | "text";
                                    /** @enum {unknown} */
                                    status: "pending" | "hidden" | "dismissed";
                                    /** Format: date-time */
                                    created_at: string;
                                    listing: {
                                        /** @enum {unknown} */
                                        kind: "property" | "auto";
                                        id: number;
                                        name: string;
                                        name_ar: string | null;
                                        status: string;
                                        hidden_reason: string | null;
                                        verified: boolean;
                                        image: {
                                            id: number;
                                            url: string;
                                            thumb_url: string;
                                        } | null;
                                        path: string;
                                        owner: {
                                            id: number;
                                            name: string;
                                            email: string;
                                        };
                                        /** Format: date-time */
                                        created_at: string;
                                    };
                                    original: {
                                        /** @enum {unknown} */
                                        kind: "property" | "auto";
                                        id: number;
                                        name: string;
                                        name_ar: string | null;
                                        status: string;
                                        hidden_reason: string | null;
                                        verified: boolean;
                                        image: {
                                            id: number;
                                            url: string;
                                            thumb_url: string;
                                        } | null;
                                        path: string;
                                        owner: {
                                            id: number;
                                            name: string;
                                            email: string;
                                        };
                                        /** Format: date-time */
                                        created_at: string;
                                    };
                                }[];
                                pagination: {
                                    page: number;
                                    per_page: number;
                                    total: number;
                                    last_page: number;
                                };
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/admin/duplicates/decide": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Hide a flagged repeat (its owner is emailed the reason) or dismiss the flag (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        id: number;
                        /** @enum {unknown} */
                        decision: "hide" | "dismiss";
                        reason?: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                id: number;
                                /** @enum {unknown} */
                                basis: "photos" | "text";
                                /** @enum {unknown} */
                                status: "pending" | "hidden" | "dismissed";
                                /** Format: date-time */
                                created_at: string;
                                listing: {
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    status: string;
                                    hidden_reason: string | null;
                                    verified: boolean;
                                    image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                    } | null;
                                    path: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    created_at: string;
                                };
                                original: {
                                    /** @enum {unknown} */
                                    kind: "property" | "auto";
                                    id: number;
                                    name: string;
                                    name_ar: string | null;
                                    status: string;
                                    hidden_reason: string | null;
                                    verified: boolean;
                                    image: {
                                        id: number;
                                        url: string;
                                        thumb_url: string;
                                    } | null;
                                    path: string;
                                    owner: {
                                        id: number;
                                        name: string;
                                        email: string;
                                    };
                                    /** Format: date-time */
                                    created_at: string;
                                };
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemaps/index.xml": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** The sitemap index (sitemaps.org XML) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/sitemaps/{file}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One sitemap file, e.g. properties-1.xml (sitemaps.org XML) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    file: string;
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content?: never;
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/page-head": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** A site page's head: title, description, canonical and language URLs, share image, robots and JSON-LD (data.status 404 for an unknown page) */
        get: {
            parameters: {
                query: {
                    /** @description The site path with its query, e.g. /property/property-detail/12 or /property?listing_type=sale */
                    path: string;
                    /** @description 'ar' (the default) or 'en'; anything else is taken as 'ar' */
                    lang?: string;
                };
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            /** @enum {boolean} */
                            success: true;
                            message: string;
                            data: {
                                status: 200 | 404;
                                title: string;
                                description: string;
                                canonical: string;
                                alternates: {
                                    ar: string;
                                    en: string;
                                    "x-default": string;
                                } | null;
                                locale: "ar_SY" | "en_US";
                                type: "website" | "product" | "profile";
                                image: {
                                    url: string;
                                    width: number;
                                    height: number;
                                    alt: string;
                                } | null;
                                noindex: boolean;
                                /** @description schema.org JSON-LD */
                                jsonLd: {
                                    [key: string]: unknown;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-health/versions": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** Current, previous and canary versions of each remote with their live figures and the canary analysis's decision (admins) */
        get: {
            parameters: {
                query?: never;
                header?: never;
                path?: never;
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                analysis: "on" | "off";
                                configured: boolean;
                                window_minutes: number;
                                from: string;
                                to: string;
                                problem: string | null;
                                remotes: {
                                    remote: string;
                                    current: {
                                        remote: string;
                                        version: string;
                                        browsers: number;
                                        mounts: number;
                                        failures: number;
                                        failingBrowsers: number;
                                        lcpP75Ms: number | null;
                                        clsP75: number | null;
                                        inpP75Ms: number | null;
                                    };
                                    previous: {
                                        remote: string;
                                        version: string;
                                        browsers: number;
                                        mounts: number;
                                        failures: number;
                                        failingBrowsers: number;
                                        lcpP75Ms: number | null;
                                        clsP75: number | null;
                                        inpP75Ms: number | null;
                                    } | null;
                                    canary: {
                                        figures: {
                                            remote: string;
                                            version: string;
                                            browsers: number;
                                            mounts: number;
                                            failures: number;
                                            failingBrowsers: number;
                                            lcpP75Ms: number | null;
                                            clsP75: number | null;
                                            inpP75Ms: number | null;
                                        };
                                        percent: number;
                                        auto: {
                                            promote: boolean;
                                            since: string;
                                        } | null;
                                        decision: {
                                            action: "wait" | "healthy" | "rollback" | "promote";
                                            reason: string;
                                            detail: {
                                                kind: "too-little" | "starts-later" | "error-rate" | "lcp" | "cls" | "promote" | "healthy" | "not-verified";
                                                values: {
                                                    [key: string]: number | string;
                                                };
                                            };
                                        } | null;
                                    } | null;
                                    history: {
                                        at: string;
                                        by: string;
                                        action: string;
                                        version: string;
                                        percent: number | null;
                                        from: string | null;
                                        reason: string | null;
                                    }[];
                                    published: string[];
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-health/versions/{remote}/series": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** One remote version's mounts, failures and Web Vitals per minute (per hour for older figures) over the last hours (admins) */
        get: {
            parameters: {
                query: {
                    version: string;
                    hours?: number;
                };
                header?: never;
                path: {
                    remote: "auth" | "property" | "auto" | "account" | "admin";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                remote: string;
                                version: string;
                                from: string;
                                to: string;
                                problem: string | null;
                                points: {
                                    at: string;
                                    browsers: number;
                                    mounts: number;
                                    failures: number;
                                    failingBrowsers: number;
                                    lcpP75Ms: number | null;
                                    clsP75: number | null;
                                    inpP75Ms: number | null;
                                }[];
                            };
                        };
                    };
                };
            };
        };
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-health/versions/{remote}/promote": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Verify a published version, then make it current for every visitor; the replaced one becomes the fallback (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "auth" | "property" | "auto" | "account" | "admin";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: string;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                remote: string;
                                current: string;
                                previous: string | null;
                                canary: {
                                    version: string;
                                    percent: number;
                                    auto: {
                                        promote: boolean;
                                        since: string;
                                    } | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-health/versions/{remote}/rollback": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Go back to the previous version of a remote; any canary ends (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "auth" | "property" | "auto" | "account" | "admin";
                };
                cookie?: never;
            };
            requestBody?: never;
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                remote: string;
                                current: string;
                                previous: string | null;
                                canary: {
                                    version: string;
                                    percent: number;
                                    auto: {
                                        promote: boolean;
                                        since: string;
                                    } | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/remote-health/versions/{remote}/canary": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** Send a share of visitors (1–99%) to a verified version, optionally judged by the canary analysis; 0 ends the canary (admins) */
        post: {
            parameters: {
                query?: never;
                header?: never;
                path: {
                    remote: "auth" | "property" | "auto" | "account" | "admin";
                };
                cookie?: never;
            };
            requestBody: {
                content: {
                    "application/json": {
                        version: string;
                        percent: number;
                        auto?: {
                            promote: boolean;
                        } | null;
                    };
                };
            };
            responses: {
                /** @description Default Response */
                200: {
                    headers: {
                        [name: string]: unknown;
                    };
                    content: {
                        "application/json": {
                            success: boolean;
                            message: string;
                            data: {
                                remote: string;
                                current: string;
                                previous: string | null;
                                canary: {
                                    version: string;
                                    percent: number;
                                    auto: {
                                        promote: boolean;
                                        since: string;
                                    } | null;
                                } | null;
                            };
                        };
                    };
                };
            };
        };
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: never;
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type $defs = Record<string, never>;
export type operations = Record<string, never>;
