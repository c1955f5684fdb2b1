!vec0 = vector<4xi16>
!vec1 = vector<2x2xf64>
!vec2 = vector<4x4xi16>
!tensor3 = tensor<8x8x3xi64>
!vec4 = vector<8x8x3xf32>
!buf5 = memref<?x4xi64>
!buf6 = memref<4x4xindex>
!buf7 = memref<?xindex>
!tensor8 = tensor<2x2xbf16>
!tensor9 = tensor<4x4xindex>
!tensor10 = tensor<16xindex>
!vec11 = vector<4x4xi8>
!vec12 = vector<4x4xi1>
!vec13 = vector<4x4xi32>
func.func private @ext0(index)
func.func private @ext1(index, tensor<?x4xi64> {test.foo = 1 : i32}, tensor<8x?x?xindex>) attributes {llvm.emit_c_interface, note = "generated"}
module @inner {
    func.func @helper8(%1: memref<4x4xi64>, %arg: memref<8x8x3xindex>, %rhs: index) -> (i64) {  // note
        %empty = tensor.empty() : tensor<4x4xindex>
        %7 = tensor.empty() : tensor<4x4xindex>
        %res = arith.cmpi uge, %empty, %7 : tensor<4x4xindex>
        %cst_10 = arith.constant dense<5> : vector<4xi16>
        %val = arith.uitofp %cst_10 : !vec0 to vector<4xf32>
        %12 = arith.constant dense<0> : vector<2x2xi64>
        %lhs = arith.bitcast %12 : vector<2x2xi64> to !vec1
        %sum = arith.constant 41 : i64
        return %sum : i64
    } // TODO: check
}
func.func @compute0(%1: i64 {llvm.noundef, test.tag = "x"}, %arg_2: i16, %res: index, %4: tensor<8x8x?xi64>) -> (!vec2 {test.foo = 1 : i32}, index, memref<?x4xi64>) { //
    %sum = arith.constant 7 : index
    %t6 = arith.constant 4 : index
    %a.b = memref.alloc(%sum)[%t6] {alignment = 64} : memref<?x4xi64, affine_map<(d0, d1)[s0] -> (d0 * s0 + d1)>>
    %8 = arith.constant 42 : i32
    %r = scf.while (%lhs = %8) : (i32) -> (i32) {
    // ---- comment line ----
        %y = arith.constant 0.5 : f16
        %log2_12 = math.log2 %y fastmath<afn> : f16
        %x_1 = arith.constant true
        scf.condition(%x_1) %lhs : i32
    } do {
    ^bb0(%14: i32):
        %c_15 = arith.constant 52 : i8
        %16:2 = arith.addui_extended %c_15, %c_15 : i8, i1
        %17 = arith.constant 1 : index
        %18 = tensor.empty(%17) : tensor<8x8x?xf32>
        %19 = arith.constant 8 : index
        %v20 = tensor.empty(%19) : tensor<8x8x?xf32>
        %rhs = arith.cmpf ogt, %18, %v20 fastmath<fast> : tensor<8x8x?xf32>
        %22 = arith.constant dense<-0.25> : vector<4x4xf32>
        %sqrt_23 = math.sqrt %22 fastmath<reassoc,contract> : vector<4x4xf32>
        %24 = arith.constant 1 : i32
    }
    %25 = arith.constant 1 : i8
    %c = arith.constant -1 : i8
    %ipowi = math.ipowi %25, %c : i8
    %28 = tensor.empty() : tensor<8x8x3xi64>
    %29 = arith.constant 2 : index
    %31 = tensor.extract_slice %28[6, 3, 1] [%29, 4, 2] [1, 1, 1] : !tensor3 to tensor<?x4x2xi64>
    %val = arith.constant dense<2.5> : vector<8x8x3xf32>
    %33 = arith.minnumf %val, %val : !vec4
    %t35 = arith.constant 2 : index
    %splat = tensor.splat %t6[%t35] : tensor<4x?xindex>
    %cst = arith.constant dense<-1> : vector<4x4xi16>
    %39 = arith.constant 5 : index
    %alloc = memref.alloc(%39) : !buf5
    func.return %cst, %t35, %alloc : vector<4x4xi16>, index, memref<?x4xi64>
}
func.func @fn.1() -> (vector<4x4xi32> {llvm.noundef, test.tag = "x"}, index, index) attributes {ref = @inner::@helper8} {
    %res = memref.alloc() {alignment = 16 : i64} : !buf6
    memref.copy %res, %res : memref<4x4xindex> to memref<4x4xindex>
    %tmp2 = arith.constant 7 : index
    %lhs = memref.alloc(%tmp2) : memref<?xindex>
    memref.dealloc %lhs : !buf7
    cf.br ^b1
^b1:
    %c = arith.constant 2147483647 : i32
    %x5 = arith.trunci %c : i32 to i1
    %6 = tensor.empty() : tensor<1x2xbf16>
    %7 = tensor.empty() : tensor<2x2xbf16>
    %8 = linalg.matmul ins(%6, %7 : tensor<1x2xbf16>, !tensor8) outs(%6 : tensor<1x2xbf16>) -> tensor<1x2xbf16>
    %tmp9 = arith.constant 4.0E+2 : f16
    cf.cond_br %x5, ^bb2(%tmp9 : f16), ^bb2(%tmp9 : f16)
^bb2(%ba_10: f16):
    %11 = arith.constant 1 : i64
    %rhs = arith.constant 6 : i64

    %c_14 = arith.constant 3 : i64
    scf.for %15 = %11 to %rhs step %c_14 : i64 {
        %empty_16 = tensor.empty() : !tensor9
        %collapsed_17 = tensor.collapse_shape %empty_16 [[0, 1]] : !tensor9 into !tensor10
        %18 = tensor.empty() : tensor<8x8x3xi64>
        %c_19 = arith.constant 0 : index
        %t20 = arith.constant 1 : index
        %tmp21 = arith.constant 1 : index
        %inserted_22 = tensor.insert %rhs into %18[%c_19, %t20, %tmp21] : tensor<8x8x3xi64>
        %v23 = arith.constant dense<[[34,31,-1,-19], [38, 127, 5, 76], [1, -1, 65, -1], [74,-1,-1,127]]> : vector<4x4xi8>
        %cst = arith.constant dense<0> : !vec11
        %sum_25, %tmp26 = arith.addui_extended %v23, %cst : !vec11, !vec12
        %v27 = arith.constant 13 : index
        %extracted_28 = tensor.extract %collapsed_17[%v27] : tensor<16xindex>
    } // TODO: check

    %29 = arith.constant 1 : i1    // keep
    %sel = arith.select %29, %tmp2, %tmp2 : index
    cf.br ^bb3
^bb3:
    %v32 = arith.constant dense<0> : !vec13
    %33 = arith.constant 4611686018427387903 : index
    return %v32, %33, %33 : vector<4x4xi32>, index, index
}
