// ir-gen std --seed 292 --size 14
func.func private @ext0(i64, vector<4xi16>, f32 {llvm.noundef}) -> (memref<?x2xi8>, i32 {test.foo = 1 : i32}) attributes {test.kernel}
func.func private @ext1(memref<4xf32>, f32, memref<2x2xindex>)
func.func @kernel_0(%arg_1: memref<4xf32>) -> (f32) {
    %y = memref.alloc() : memref<2048xi8>
    %3 = arith.constant 0 : index
    %4 = arith.constant 3 : index
    %t5 = memref.view %y[%3][%4] : memref<2048xi8> to memref<?x4xf16>
    scf.forall (%6) in (7) {
        %t7 = tensor.empty() : tensor<4x4xf32>
        %8 = tensor.empty() : tensor<4x4xf32>
        %9 = linalg.generic {indexing_maps = [affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>, affine_map<(d0, d1) -> (d0, d1)>], iterator_types = ["parallel", "parallel"], doc = "elementwise"} ins(%t7, %8 : tensor<4x4xf32>, tensor<4x4xf32>) outs(%t7 : tensor<4x4xf32>) {
        ^bb0(%10: f32, %acc: f32, %in_12: f32):
            %s_13 = arith.addf %10, %acc : f32  // note
            %14 = arith.addf %s_13, %in_12 : f32
            linalg.yield %14 : f32
        } -> tensor<4x4xf32>
        %sum = arith.constant -1.0 : f64
        %neg_16 = arith.negf %sum : f64
    }
    %c = arith.constant 0 : i32
    %18 = arith.cmpi slt, %c, %c : i32
    %19 = arith.constant -0.25 : f32
    cf.cond_br %18, ^b1, ^bb2(%19 : f32)
^b1:
    %cst_20 = arith.constant dense<[2.5,3.0,2.5,0.5]> : vector<4xf32>
    %21 = math.absf %cst_20 fastmath<nnan, ninf, nsz> : vector<4xf32>
    %cst_22 = arith.constant dense<1.000000e+00> : tensor<4xf32>
    // ---- comment line ----
    %neg_23 = arith.negf %cst_22 : tensor<4xf32>

    %24 = arith.cmpi sge, %c, %c : i32
    %v25 = arith.constant 2.5 : f32
    cf.cond_br %24, ^bb2(%19 : f32), ^bb2(%v25 : f32)
^bb2(%ba: f32):
    %27 = arith.constant 1.000000e+00 : f16
    %acos_28 = math.acos %27 fastmath<arcp> : f16
    func.return %ba : f32
}
func.func private @f1(%1: f32, %rhs: vector<4xi8>) -> (tensor<?x2xi8>, tensor<2x?xi8>, memref<2x2xf32> {llvm.noundef, test.tag = "x"}) {
    %c_3 = arith.constant 32767 : i16
    %v4 = arith.divsi %c_3, %c_3 : i16
    %5 = arith.constant 0 : i32
    %6 = arith.muli %5, %5 overflow<nuw,nsw> : i32
    %v7 = arith.constant 100.0 : f64
    %tmp8 = arith.constant -1.0 : f64
    %10 = arith.mulf %v7, %tmp8 fastmath<fast> : f64
    %c = arith.constant -1 : index
    %andi = arith.andi %c, %c : index
    %13 = arith.constant 34 : i8
    %y = tensor.from_elements %13 : tensor<1xi8>
    %sitofp_15 = arith.sitofp %5 : i32 to f64
    %minimumf_16 = arith.minimumf %1, %1 fastmath<nnan, ninf, nsz> : f32
    %17 = arith.constant 2 : index
    %18 = tensor.empty(%17) : tensor<?x2xi8>
    %lhs = arith.constant 3 : index
    %val = tensor.empty(%lhs) : tensor<2x?xi8>
    %alloc_21 = memref.alloc() : memref<2x2xf32>
    return %18, %val, %alloc_21 : tensor<?x2xi8>, tensor<2x?xi8>, memref<2x2xf32>
}
