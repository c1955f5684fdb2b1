#x_y0 = -65.22E7 : f8E4M3FN

"builtin.module"() <{sym_name = "m91"}> ({
  %v0, %_1:3 = "foo.compute"(): () -> (memref<1xf8E5M2FNUZ, affine_map<(d0) -> (d0)>>, complex<i32 
 >, vector<13x13xf16>, i32)
  %2 = "my_dialect.thing"(%_1#1) <{sym_name0= {_u0= array<f64: -3.46473e-31, 0x7FF8000000000001, 65504.0>, x1= 49 : index, attr2= vector<6x16xsi1024>, my.k3= f8E5M2}, "quoted key 1", sym_name2= #x<"a b">}> {sym_name0= false}: (vector<13x13xf16>) -> tuple<f64, index>
  %-3 = "x.y"(%v0, %_1#1) <{k$0= #x_y0}>: (memref<1xf8E5M2FNUZ, affine_map<(d0) -> (d0)>>, vector<13x13xf16>) -> i1024 loc(callsite("a.mlir":35:29 to 35:60 at callsite("src/x.py":91 at "name")))
  "bar.yield"(): () -> ()
  %4 = "foo.bar"(%_1#2) ({
    "my_dialect.thing"(%-3): (i1024) -> ()
    %value5:4 = "foo.bar.baz"() ({
      "a.b"(%2) {}: (tuple<f64, index>) -> ()
      %6 = "bar.yield"(%_1#2): (i32) -> f4E2M1FN loc("a.mlir":48:53 to :54)
    }, {
    }): () -> (index, none, f8E4M3, f4E2M1FN)
    %7 = "bar.yield"(%_1#0, %value5#0, %_1#0): (complex<i32 
 >, index, complex<i32 
 >) -> f4E2M1FN
    %x8 = "foo.compute"(%value5#3, %value5#2, %7) ({
      "a.jump"(%7, %_1#0)[^bb4]: (f4E2M1FN, complex<i