// Numbers in XML values ("0 0 1.5"), each read exactly as QString::toDouble
// reads it (C locale: "1e-3", "-.5", "inf", "nan"), but without the copies
// that simplified(), split() and toDouble() make: on a large SDFormat file
// those copies were a tenth of the load.
#pragma once

#include <QByteArray>
#include <QString>
#include <QStringView>

namespace kinedit {

// The shortest text that reads back as the same double ("0.1", not
// "0.10000000000000001"; "-0.0005", "1e-20"): how every file Kinedit
// writes spells a number.
QByteArray numberText(double v);

// v for a message beside a threshold: `digits` significant digits (at
// least the integer part and one decimal), or more until the text is on
// the same side of limit as v (1.0000004e-9 against 1e-9 is not "1e-09").
QString messageNumber(double v, double limit, int digits = 3);

// The number that is the whole of token (no spaces). ok: it is one.
double toNumber(QStringView token, bool* ok);

// The whitespace-separated numbers of text (whitespace as QChar::isSpace),
// appended to out (a std::vector or a QVarLengthArray of double), each read
// by number (toNumber, or a format's own reading with its signature). False
// if a token is not a number (its value is then what number gives: with
// toNumber, what QString::toDouble gives, 0 or an infinity).
template <class Out, class Number = double (*)(QStringView, bool*)>
bool readNumbers(QStringView text, Out& out, Number number = toNumber) {
    bool all = true;
    for (qsizetype i = 0, n = text.size(); i < n;) {
        while (i < n && text[i].isSpace()) ++i;
        const qsizetype start = i;
        while (i < n && !text[i].isSpace()) ++i;
        if (i == start) break;
        bool ok = false;
        out.push_back(number(text.sliced(start, i - start), &ok));
        all = all && ok;
    }
    return all;
}

}  // namespace kinedit
