#include "XmlEscape.h"

namespace kinedit {

namespace {

bool isXmlChar(char32_t c) {
    return c == 0x9 || c == 0xA || c == 0xD || (c >= 0x20 && c <= 0xD7FF) || (c >= 0xE000 && c <= 0xFFFD) ||
           (c >= 0x10000 && c <= 0x10FFFF);
}

// Parses the reference starting at raw[i] == '&'. Returns its length (to ';'
// included) and appends the expansion to out, or returns 0 with a message.
qsizetype decodeReference(QByteArrayView raw, qsizetype i, const XmlEntityTable* entities, QString& out, QString& message, qint64* budget) {
    const qsizetype semi = raw.indexOf(';', i);
    if (semi < 0 || semi - i > 64) {
        message = QStringLiteral("'&' must start a reference such as &amp; (write &amp; for '&')");
        return 0;
    }
    const QByteArrayView body = raw.sliced(i + 1, semi - i - 1);
    if (body.isEmpty()) {
        message = QStringLiteral("empty reference '&;'");
        return 0;
    }
    if (body.startsWith('#')) {
        bool ok = false;
        uint code = 0;
        const QByteArrayView digits = body.sliced(1);
        if (digits.startsWith('x'))
            code = digits.sliced(1).toByteArray().toUInt(&ok, 16);
        else
            code = digits.toByteArray().toUInt(&ok, 10);
        // toUInt accepts signs and spaces; the XML grammar does not.
        for (char c : digits.sliced(digits.startsWith('x') ? 1 : 0))
            if (!std::isxdigit(static_cast<unsigned char>(c))) ok = false;
        if (!ok || !isXmlChar(code)) {
            message = QStringLiteral("invalid character reference '&%1;'").arg(QString::fromUtf8(body));
            return 0;
        }
        const char32_t c = code;
        out += QString::fromUcs4(&c, 1);
        return semi - i + 1;
    }
    const QString name = QString::fromUtf8(body);
    if (name == QLatin1String("lt"))
        out += QLatin1Char('<');
    else if (name == QLatin1String("gt"))
        out += QLatin1Char('>');
    else if (name == QLatin1String("amp"))
        out += QLatin1Char('&');
    else if (name == QLatin1String("quot"))
        out += QLatin1Char('"');
    else if (name == QLatin1String("apos"))
        out += QLatin1Char('\'');
    else if (entities && entities->contains(name)) {
        const QString& text = *entities->find(name);
        if (budget) {
            *budget -= text.size();
            if (*budget < 0) {
                message = QStringLiteral("declared entities expand to more text than the limit allows");
                return 0;
            }
        }
        out += text;
    } else {
        message = QStringLiteral("undefined entity '&%1;'").arg(name);
        return 0;
    }
    return semi - i + 1;
}

}  // namespace

QString xmlDecode(QByteArrayView raw, bool normalize, const XmlEntityTable* entities, XmlDecodeError* err, qint64* budget) {
    // Fast path: nothing to expand or normalise.
    const bool plain = !raw.contains('&') && (!normalize || (!raw.contains('\t') && !raw.contains('\n') && !raw.contains('\r')));
    if (plain) return QString::fromUtf8(raw);

    QString out;
    out.reserve(raw.size());
    qsizetype runStart = 0;
    auto flush = [&](qsizetype end) {
        if (end > runStart) {
            QString run = QString::fromUtf8(raw.sliced(runStart, end - runStart));
            if (normalize) {
                for (QChar& c : run)
                    if (c == QLatin1Char('\t') || c == QLatin1Char('\n') || c == QLatin1Char('\r')) c = QLatin1Char(' ');
            }
            out += run;
        }
    };
    for (qsizetype i = 0; i < raw.size(); ++i) {
        if (raw[i] != '&') continue;
        flush(i);
        QString message;
        const qsizetype n = decodeReference(raw, i, entities, out, message, budget);
        if (n == 0 && budget && *budget < 0) {
            if (err) {
                err->index = i;
                err->message = message;
            }
            out += QString::fromUtf8(raw.sliced(i));
            return out;
        }
        if (n == 0) {
            if (err && err->index < 0) {
                err->index = i;
                err->message = message;
            }
            out += QLatin1Char('&');
            runStart = i + 1;
            continue;
        }
        i += n - 1;
        runStart = i + 1;
    }
    flush(raw.size());
    return out;
}

QByteArray xmlEscapeAttribute(const QString& value, char quote) {
    QByteArray out;
    const QByteArray utf8 = value.toUtf8();
    out.reserve(utf8.size());
    for (char c : utf8) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '"': out += quote == '"' ? QByteArray("&quot;") : QByteArray("\""); break;
        case '\'': out += quote == '\'' ? QByteArray("&apos;") : QByteArray("'"); break;
        case '\t': out += "&#9;"; break;
        case '\n': out += "&#10;"; break;
        case '\r': out += "&#13;"; break;
        default: out += c;
        }
    }
    return out;
}

QByteArray xmlEscapeText(const QString& text) {
    QByteArray out;
    const QByteArray utf8 = text.toUtf8();
    out.reserve(utf8.size());
    for (char c : utf8) {
        switch (c) {
        case '&': out += "&amp;"; break;
        case '<': out += "&lt;"; break;
        case '>': out += "&gt;"; break;
        // A raw CR would be read back as LF (XML 1.0 section 2.11).
        case '\r': out += "&#13;"; break;
        default: out += c;
        }
    }
    return out;
}

}  // namespace kinedit
