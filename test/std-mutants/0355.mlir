func.func private @ext0() -> (index, i16) attributes {passthrough = ["nounwind"], level = 2 : i64}    // keep
module @inner {
    func.func private @helper8(%1: i16 {llvm.zeroext}) -> (index, i16 {llvm.noundef, test.tag = "x"}, i16) attributes {passthrough = ["nounwind"], level = 2 : i64} {
    // ---- comment line ----
        %v2 = memref.alloc() : memref<1x4xi16>
        %rhs = arith.constant 0 : index
        %lhs = memref.dim %v2, %rhs : memref<1x4xi16>
        %6 = arith.constant 1.0 : f32
        %a.b = arith.minimumf %6, %6 fastmath<nnan,ninf> : f32
        %9 = scf.while (%arg = %1) : (i16) -> (i16) {
            %res = arith.cmpi sle, %rhs, %rhs : index
            scf.condition(%res) %1 : i16
        } do {
        ^bb0(%11: i16):
            scf.yield %1 : i16
        }

        %12 = arith.constant 1 : index
        %tmp13 = arith.constant 0x7fff : i16
        return %12, %tmp13, %1 : index, i16, i16
    }
}
func.func @fn.0(%1: f32 {llvm.noundef}, %rhs: tensor<1x4xi8>) -> (index, tensor<1xi16>) attributes {ref = @inner::@helper8} {
    %3 = arith.constant 1 : i32 // TODO: check
    %5 = scf.while (%arg_4 = %3) : (i32) -> (i32) {
        %cst_6 = arith.constant dense<0.5> : vector<1x4xf64>
        %x_1 = arith.constant dense<[[1.000000e+00, 1.5e-1, 4.0E+2, -0.25]]> : vector<1x4xf64>
        // ---- comment line ----
        %cmp = arith.cmpf ult, %cst_6, %x_1 fastmath<reassoc,contract> : vector<1x4xf64>
        %9 = memref.alloc() : memref<1x4xi32>
        %alloc = memref.alloc() : memref<1xi32>
        linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%9 : memref<1x4xi32>) outs(%alloc : memref<1xi32>) {
        ^bb0(%11: i32, %12: i32):
            %s = arith.addi %11, %12 fastmath<fast> : i32 // TODO: check
            linalg.yield %s : i32
        }
        %c = arith.constant -2 : index
        %16 = arith.cmpi uge, %c, %c : index
        scf.condition(%16) %arg_4 : i32
    } do {
    ^bb0(%17: i32):
        %x18 = arith.constant dense<-7.5> : vector<1x4xf32>
        %a.b = arith.constant dense<3.0> : vector<1x4xf32>
        %lhs = math.fma %x18, %a.b, %a.b fastmath<nnan,ninf> : vector<1x4xf32>
        %c_21 = arith.constant 0 : index
        %22 = arith.constant 2 : index
        %extracted = tensor.extract %rhs[%c_21, %22] : tensor<1x4xi8>
        %24 = memref.alloc() {alignment = 16 : i64} : memref<1x4xf16>
        %25 = arith.constant 0 : index
        %v26 = arith.constant 2 : index
        %v_27 = memref.load %24[%25, %v26] : memref<1x4xf16>
        %t28 = arith.constant 7 : index
        %empty = tensor.empty(%t28) : tensor<1x?xi16>
        %30 = arith.bitcast %empty : tensor<1x?xi16> to tensor<1x?xf16>
        scf.yield %3 : i32
    }
    %t31, %tmp32 = func.call @ext0() : () -> (index, i16)
    %cst = arith.constant 0.5 : f64
    %cosh_34 = math.cosh %cst fastmath<arcp> : f64
    %val = arith.cmpi sge, %t31, %t31 : index
    %37 = arith.select %val, %t31, %t31 : index
    %38, %r = call @"fn.0"(%1, %rhs) : (f32, tensor<1x4xi8>) -> (index, tensor<1xi16>)
    %t41 = arith.constant dense<[1]> : tensor<1xi32>
    %expanded = tensor.expand_shape %t41 [[0, 1]] output_shape [1, 1] : tensor<1xi32> into tensor<1x1xi32>
    %43 = arith.constant 1.000000e+00 : f16    // keep
    %exp = math.exp %43 fastmath<none> : f16
    %x45 = arith.constant dense<1.000000e+00> : vector<1x4xf32>
    %v46 = arith.constant dense<[[1, 1, 127, 1]]> : vector<1x4xi8>
    %fpowi = math.fpowi %x45, %v46 fastmath<none> : vector<1x4xf32>, vector<1x4xi8>
    %48 = arith.minimumf %1, %1 : f32
    %50 = arith.constant dense<-1> : vector<8x3xindex> // TODO: check
    %ceildivsi_51 = arith.ceildivsi %50, %50 : vector<8x3xindex>
    %52 = arith.constant dense<[[0, 4611686018427387903, 30, -1]]> : tensor<1x4xi64>
    %53 = arith.constant 0 : index
    %54 = tensor.extract_slice %52[%53, 1] [1, 2] [1, 2] : tensor<1x4xi64> to tensor<1x2xi64>

    %c_56 = arith.constant -20 : i8
    %minui = arith.minui %c_56, %c_56 : i8
    func.return %37, %r : index, tensor<1xi16>
}
