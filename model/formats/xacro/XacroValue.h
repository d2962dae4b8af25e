// A value of xacro's expression language: the Python subset real robot
// files use (None, bool, int, float, str, list, dict), plus what a name can
// stand for in xacro (a builtin function, a namespace of properties, a
// macro's block parameter). Values are immutable; lists and dicts share
// their elements.
#pragma once

#include <QString>

#include <cstdint>
#include <memory>
#include <utility>
#include <vector>

namespace kinedit {

class XmlElement;
struct XacroTable;

struct XacroValue {
    enum class Type { None, Bool, Int, Float, String, List, Dict, Function, Namespace, Block };
    Type type = Type::None;
    bool b = false;
    std::int64_t i = 0;
    double f = 0;
    QString s;  // String; Function: its qualified name ("math.sin"); Namespace "math"/"xacro"/"python" when table is null
    std::shared_ptr<const std::vector<XacroValue>> list;
    std::shared_ptr<const std::vector<std::pair<XacroValue, XacroValue>>> dict;  // in insertion order
    bool tuple = false;                                                          // List: written (a, b); only str() differs
    XacroTable* table = nullptr;                                                 // Namespace: an include's ns="..." properties
    std::shared_ptr<const XmlElement> block;                                     // Block: the element passed as *param (already expanded)

    static XacroValue none() { return {}; }
    static XacroValue boolean(bool v) {
        XacroValue x;
        x.type = Type::Bool;
        x.b = v;
        return x;
    }
    static XacroValue integer(std::int64_t v) {
        XacroValue x;
        x.type = Type::Int;
        x.i = v;
        return x;
    }
    static XacroValue real(double v) {
        XacroValue x;
        x.type = Type::Float;
        x.f = v;
        return x;
    }
    static XacroValue string(QString v) {
        XacroValue x;
        x.type = Type::String;
        x.s = std::move(v);
        return x;
    }
    static XacroValue makeList(std::vector<XacroValue> v);
    static XacroValue makeDict(std::vector<std::pair<XacroValue, XacroValue>> v);
    static XacroValue function(QString name) {
        XacroValue x;
        x.type = Type::Function;
        x.s = std::move(name);
        return x;
    }
    static XacroValue module(QString name) {
        XacroValue x;
        x.type = Type::Namespace;
        x.s = std::move(name);
        return x;
    }

    bool isNumber() const { return type == Type::Int || type == Type::Float || type == Type::Bool; }
    double number() const { return type == Type::Float ? f : type == Type::Int ? double(i) : b ? 1.0 : 0.0; }
    bool truthy() const;
    // Python's str() and repr(): "0.30000000000000004", "True", "[1, 'a']".
    QString str() const;
    QString repr() const;
    // Python's type name, for messages: "int", "str", ...
    QString typeName() const;
};

// Python's ==.
bool xacroEquals(const XacroValue& a, const XacroValue& b);

// Python's repr of a float: the shortest text that reads back as the same
// double, in Python's layout ("1.0", "1e-05", "1e+16").
QString pythonFloat(double v);

// xacro's reading of a property's text (Table._eval_literal): 'quoted' is
// the string inside, else an int, a float, true/false, or the text itself;
// text holding '_' stays text.
XacroValue xacroLiteral(const QString& text);

}  // namespace kinedit
