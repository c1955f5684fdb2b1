"builtin.module"() <{sym_name = "m85"}> ({
    %0 = "foo.compute"(): () -> none loc("src/x.py":4294967295:29)
    %1:4 = "a.b"() ({
        %2,
    %x3:2 = "d.op_1"(): () -> (tensor<3x620xsi1>, none, none) loc(unknown)
        %value4 = "z.nop"() ({
            "x.y"(%x3#0, %0): (none,
    none) -> () loc("f":30:65 to :66)
            %_5:2 = "foo.op"(%2, %x3#1, %2) <{b0,
    b1= -51: i17, a2= true}>: (tensor<3x620xsi1>, none, tensor<3x620xsi1>) -> (memref<49xcomplex<f64>, 5>, index)
            %_6 = "foo.bar.baz"():	 () -> ui32
            "foo.op"(%_5#1, %x3#0) ({
            ^2(%v7: f64):
                %v8 = "foo.bar"() <{"quoted key 0", b1= #bar.a<"x y",a.b>}>: () -> index
                %_9 = "z.nop"(%x3#1, %v8, %_5#1): (none, index, index) -> complex<ui8> loc(unknown)
                %v10 = "foo.bar"(): () -> complex<f64> loc("op.1")
                %v11 = "d.op_1"(%v8, %v10, %x3#1) {d.k0=  dense<9.97487e-33> : vector<1x1xf8E4M3B11FNUZ>}: (index,complex<f64>, none) -> complex< 
 f16 > loc("x")
                %value12:2 = "d.op_1"(): () -> (si32, i7) loc("":375:0)
            }) 
 : (index, none) -> () loc("dir/with space.c":44:7 to 44:13)
            %r13:2 = "d.op_1"(%_5#0,
    %_5#0, %_6) ({
            ^exit3(%14: si1024, %arg15: () -> (!bar.t,vector<[2]x[13]xf8E5M2>) loc(callsite("a.mlir":1:73 to :78 at "f":0:314))):
                "x.y"(%14, %arg15) {}  : (si1024, () -> (!bar.t,vector<[2]x[13]xf8E5M2>)) -> () loc("f":48:480) // trailing comment
            }): (memref<49xcomplex<f64>, 5>, memref<49xcomplex<f64>, 5>, ui32) -> (memref<958x2x?xbf16>, memref<4x635xsi64>) loc("":79:473)
            %-16 = "foo.bar"(%r13#1, %_5#1, %r13#0) {"quoted key 0"= array<i16: -32768>, k$1, b2= #my<"abc">, k$3= 
  0x12	: i64}: (memref<4x635xsi64>, index, memref<958x2x?xbf16>) -> i8 loc("name")
        }) {my.k0=	 affine_set<(d0, d1, d2)[s0, s1] : (d1 * 6 >= d2 - s0)>, attr1}: () -> vector<1 x i1024>
        "x.y"(%value4, %x3#0) {"quoted key 0"= 1, k$1= -0.4075582}: (vector<1 x i1024>, none) -> ()
        %17:3 = "foo.op"(%value4, %value4, %x3#0) : (vector<1 x i1024> , vector<1 x i1024>, none) -> (i3, memref<6x601xui32, affine_map<(d0, d1) -> ((d1) ceildiv 8)>>,
    tuple<index, f8E4M3, !bar.t>) loc("a.mlir":249:0)
        %18 = "my_dialect.thing"(%17#2 , %x3#0, %value4): (tuple<index, f8E4M3, !bar.t>, none, vector<1 x i1024>) -> ui1 loc("n"("f":14:2 to 15:7))
        %v19, %r20:2 = "foo.op"(%17#0)  : (i3) -> (memref<758x?x56xi64, strided<[41, ?, ?], offset:0>>, ui1024, f16)
    }, {
        "bar.yield"(%0,
    %0, %0) ({
        ^bb5(%v21: vector<1x7xsi17>, %_22 : (index) -> (f80) loc(fused[]), %value23: f8E4M3FN loc(callsite("src/x.py":139:0 at "name"))):
            %x24 = "bar.yield"() <{a0= 0}>: () -> complex<f6E3M2FN>
            %25 = "my_dialect.thing"(%_22) ({
            ^bb6(%value26: ui128 loc("op.1"), %v27: tensor<22x0x24xsi1> loc("f":4294967295:0), %28: vector<11x10xf16> loc("f":4294967295:164)):
                %_29:2 = "a.b"(): () -> (tensor<5x?x134x0xf64>, index) loc(callsite("callee"("src/x.py":264:4294967295) at "a.mlir":302:386))
                %$30 = "foo.op"(%_29#0): (tensor<5x?x134x0xf64>) -> (index)
                "a.b"(%28, %v27)<{}> {}: (vector<11x10xf16>, tensor<22x0x24xsi1>) -> ()
                "foo.bar.baz"(%$30, %_29#1) {a0= dense<[["\\'}\00\67🙂\"b\n\00", "\FA\"}日本éb\00{\n\5B"]]> : tensor<1x2x!foo.str>, x1 
 = false, value2, k$3= #bar.v<{<"x y","x y",44>,-7},-6>}: (index,
    index) -> ()
                "d.op_1"(): () -> ()
                "a.b"() <{_u0, "quoted key 1"= 0x1AB1D66D : f32, foo.k2= -9223372036854775808: si64, attr3= array<i8: 10, 0xFF, -128, 59>}> {x0= -8.479 : f64, sym_name1= #foo.p<-8> , k$2= sparse<[], []> : tensor<3xbf16>, _u3= {x0= !foo.type, _u1=  @c}}: () -> () loc("dir/with space.c":44:9 to 47:18)
            }, {
                %31, %_32:2 = "x.y"(%x24) {_u0= -629, sym_name1, a2=   -1: si1} : (complex<f6E3M2FN>) -> (!foo.t<66 ?>, tensor<ui32	>, tensor<?xi1024>) loc("a.mlir":0:368)
                "foo.bar"(%_32#0, %_32#1, %x24): (tensor<ui32	>,
    tensor<?xi1024> , complex<f6E3M2FN>) -> ()
                %arg33:3 = "bar.yield"(%31, %x24, %_32#1) {a0= 1 : index}: (!foo.t<66 ?>, complex<f6E3M2FN>, tensor<?xi1024>) -> (index, tensor<39x1xi3>, complex<f8E5M2FNUZ>)
                %34 = "foo.bar"(%arg33#2,
    %value23): (complex<f8E5M2FNUZ>, f8E4M3FN) -> memref<?x1xf32, strided<[?, 1]>, 6>
            }): 
  ((index) -> (f80)) -> f80 loc("dir/with space.c":0:278)
        }, {
        ^bb8(%35: f32, %36: si1 loc("x")):
            "a.jump"(%36, %0)[^bb9]: (si1, none) -> ()
        ^bb9:
            "a.jump"(%0)[^10] {attr0, x1  = unit}: (none) -> () loc(unknown)
        ^10:
            "a.jump"(%35, %0)[^10]: (f32, none) -> () loc("with \"q\"")
        }) {_u0= true}: (none, none, none) -> () loc("callee"("":4294967295:350))
        "foo.compute"(%0, %0, %0) 
 : (none, none, none) -> () loc(fused["x"])
        %r37:3 = "z.nop"(): () -> (memref<30x23xvector<3xsi1024>, strided<[?, 1], offset: ?>, {kind = "scratch"}>, f16, tensor<1x19x?x3xf64>) loc("a.mlir":191:426)
    }) {d.k0= 141: i32, k$1= 1.4087e-22 : bf16, d.k2= "\85@X", my.k3= 5.706 : f8E5M2FNUZ} 
 : () -> (f64, ui24, vector<1x13xi16>, tensor<379x?x8xf64>)
    %arg38 = "bar.yield"(%0, %1#1, %1#1)<{a0 = 1: ui3}>: (none, ui24,
    ui24) -> (vector<2xi7>) loc("":85)
    %v39:4 = "d.op_1"(%0, %arg38,%1#1) <{sym_name0, "quoted key 1", a2= true , d.k3}> {sym_name0= 0, k$1, _u2=   dense<[665, 311, 700]> : tensor<3xindexloc(>}: (none, vector<2xi7>, ui24) -> (complex<f16>, vector<12xf16>, complex<f64>, !my_dialect<"x<y>">)
}) : () -> ()
