!tensor0 = tensor<2x4xindex>
!buf1 = memref<4x4xf64>
!buf2 = memref<3x4xi16>
!tensor3 = tensor<4x2xf32>
!buf4 = memref<4x4xindex>
!vec5 = vector<3xf16>
!vec6 = vector<3xf64>
!tensor7 = tensor<4x3x3xi64>
!vec8 = vector<4xindex>
func.func private @ext0() -> (tensor<?x4xindex>, f32 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"}
func.func private @ext1(tensor<3xindex>, tensor<4x4xindex>) attributes {test.kernel}
func.func private @fn.0(%arg_1: vector<2x2xindex>, %2: memref<3xf32>, %3: f32 {llvm.noundef, test.tag = "x"}, %4: index {test.foo = 1 : i32}) -> (memref<?x4xindex>) attributes {test.kernel} {
    %lhs = tensor.empty() : tensor<4x4xf32>
    %6 = arith.constant 2 : index
    %tmp7 = arith.constant 1 : index
    %8 = tensor.insert %3 into %lhs[%6, %tmp7] : tensor<4x4xf32>
    %9 = arith.constant dense<0> : !tensor0
    %10 = arith.cmpi sle, %9, %9 : tensor<2x4xindex>
    %t11 = memref.alloc() {alignment = 16 : i64} : memref<4x4xf64>
    %t12 = memref.alloca() : !buf1
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"]} ins(%t11 : memref<4x4xf64>) outs(%t12 : !buf1) {
    ^bb0(%in_13: f64, %x_1: f64):
        %s = arith.addf %in_13, %x_1 : f64
        linalg.yield %s : f64
    }
    %alloc_16 = memref.alloc() : memref<3x4xi16>
    %t17 = memref.alloc() : memref<3x4xi16>
    %x18 = memref.alloc() {alignment = 16 : i64} : memref<3xi16>
    linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0)>], iterator_types = ["parallel", "reduction"]} ins(%alloc_16, %t17 : !buf2, memref<3x4xi16>) outs(%x18 : memref<3xi16>) {    // keep
    ^bb0(%in: i16, %v21: i16, %22: i16):
        %23 = arith.addi %in, %v21 : i16
        %x24 = arith.addi %23, %22 : i16
        linalg.yield %x24 : i16
    }

    %25 = memref.alloc() : memref<3xf64>
    memref.dealloc %25 : memref<3xf64>
    %rhs = arith.constant 1.5e-1 : f32
    %t27 = arith.extf %rhs : f32 to f64

    %28 = arith.constant dense<[[1.5e-1, 2.5],[-1.0,1.5e-1],[4.0E+2,0.0],[0.5, 0.5]]> : tensor<4x2xf32>
    %29 = arith.constant dense<[0.0, 1.000000e+00]> : tensor<2xf32>
    %30 = linalg.reduce ins(%28 : !tensor3) outs(%29 : tensor<2xf32>) dimensions = [0]
        (%31: f32, %init: f32) {
            %33 = arith.addf %31, %init : f32
            linalg.yield %33 : f32
        }
    %34 = arith.constant dense<3.0> : vector<8x2xf64>
    %absf = math.absf %34 fastmath<afn> : vector<8x2xf64>
    %c = arith.constant 49 : i16
    %37 = math.ctlz %c : i16
    %v38 = arith.constant 3 : index
    %alloca_39 = memref.alloca(%v38) : memref<?x4xindex>
    func.return %alloca_39 : memref<?x4xindex>
}
func.func @f1(%arg: index, %arg_3: index, %arg_4: f32, %5: tensor<3x?xi32>) -> (index {llvm.noundef}, vector<4xindex>) {
    %6 = arith.constant dense<1> : tensor<3xi32>
    %c_7 = arith.constant 1 : index
    %extracted = tensor.extract %6[%c_7] : tensor<3xi32>
    %a.b = memref.alloca() : !buf4
    %c_10 = arith.constant 0 : index
    %c_11 = arith.constant 1 : index
    memref.store %arg_3, %a.b[%c_10, %c_11] : memref<4x4xindex>
    %alloc_12 = memref.alloc() : memref<4x4xindex> // TODO: check
    %13 = arith.constant 0 : index
    %14 = arith.constant 3 : index
    %t15 = memref.load %alloc_12[%13, %14] : memref<4x4xindex>
    %16 = arith.constant dense<[-7.5,1.0,100.0]> : vector<3xf16>
    %cst_17 = arith.constant dense<[-0.25, 1.0, -1.0]> : !vec5
    %18 = arith.mulf %16, %cst_17 : !vec5
    %collapse_shape = memref.collapse_shape %alloc_12 [[0, 1]] : !buf4 into memref<16xindex>
    %20 = arith.constant dense<[0.0,100.0,-0.25]> : !vec6
    %21 = math.asinh %20 fastmath<nnan,ninf> : vector<3xf64>    // keep
    %23 = scf.while (%22 = %arg_4) : (f32) -> (f32) {
        %24 = arith.constant dense<-1.0> : vector<3x1xf16>
        %25 = arith.negf %24 fastmath<arcp> : vector<3x1xf16>
        %26 = arith.constant 32767 : i16 // TODO: check
        %c = arith.constant -1 : i16
        %v28 = arith.cmpi uge, %26, %c : i16
        %tmp29 = arith.constant 4.0E+2 : f32
        scf.condition(%v28) %tmp29 : f32
    } do {
    ^bb0(%30: f32):
        %empty_31 = tensor.empty() : !tensor7
        scf.yield %30 : f64
    }
    %32 = arith.constant -1 : index // TODO: check
    %33 = arith.constant dense<[68, 1, -1, 4611686018427387903]> : vector<4xindex>
    // ---- comment line ----
    return %32, %33 : index, !vec8
}
