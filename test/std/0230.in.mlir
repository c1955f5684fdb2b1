// ir-gen std --seed 230 --size 12
!buf0 = memref<3x4xf64>
!vec1 = vector<8xf64>
!tensor2 = tensor<?x1xi16>

func.func private @ext0(f64 {llvm.noundef, test.tag = "x"}) -> (memref<4x1xi32> {llvm.noundef}, tensor<4xi32> {llvm.noundef}) attributes {test.kernel}
func.func @compute0(%arg: !buf0, %arg_2: i32, %arg_3: vector<3xf64>, %res: bf16 {llvm.noundef, test.tag = "x"}) attributes {llvm.emit_c_interface, note = "generated"} {
    %7 = arith.constant dense<1.000000e+00> : vector<8xf64>
    %a.b = arith.constant dense<1.0> : vector<8xf64>
    %powf = math.powf %7, %a.b : !vec1
    %10 = arith.constant dense<[[4611686018427387903,-1,-1], [4611686018427387903, 9, 0], [0,4611686018427387903,1], [1,56,4611686018427387903]]> : tensor<4x3xi64>
    %11 = linalg.sub ins(%10, %10 : tensor<4x3xi64>, tensor<4x3xi64>) outs(%10 : tensor<4x3xi64>) -> tensor<4x3xi64>
    %12 = arith.constant 32767 : i16
    %c_13 = arith.constant 60 : i16
    %low_14, %15 = arith.mulsi_extended %12, %c_13 : i16
    %16 = arith.constant false
    cf.assert %16, "ok"
    %c = arith.constant 36 : index
    %shrsi_18 = arith.shrsi %c, %c : index

    %t19 = arith.constant 2 : index
    %tmp20 = tensor.empty(%t19) : !tensor2
    %divui_21 = arith.divui %tmp20, %tmp20 : tensor<?x1xi16>
    %x22:2 = arith.mului_extended %15, %12 : i16
    %c_25 = arith.constant -1 : i32
    %26 = arith.cmpi sle, %arg_2, %c_25 : i32
    %sum = scf.if %26 -> (f64) {
        %28 = tensor.empty() : tensor<4x1xi16>
        %29 = arith.constant dense<[[-1,32767,-6,-14]]> : tensor<1x4xi16>
        %lin_30 = linalg.transpose ins(%28 : tensor<4x1xi16>) outs(%29 : tensor<1x4xi16>) permutation = [1, 0]
        %31 = arith.constant -1.0 : f64
        scf.yield %31 : f64
    } else {
        %32 = arith.constant 2.5 : f32
        %33 = math.acos %32 fastmath<nnan,ninf> : f32
        %34 = arith.constant -7.5 : f64
        %35 = arith.minimumf %34, %34 fastmath<fast> : f64
        %v36 = arith.constant -7.5 : f32
        %rhs = arith.subf %v36, %33 fastmath<nnan, ninf, nsz> : f32
        scf.yield %35 : f64
    }
    func.return
}
